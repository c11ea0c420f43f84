import {
  SETTINGS_MESSAGES,
  type TCongressSettings,
  ZCongressSettingsUpdate,
} from '@congress/domain/contracts/congress-settings';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useUpdateCongressSettings } from '../api/update-congress-settings.ts';
import { type SettingsFormValues, timeZoneOptions, toFormValues } from '../settings-form-values.ts';
import { BadgeSettingsField } from './badge-settings-field.tsx';
import { ParticipantTypesField } from './participant-types-field.tsx';

type SettingsFormProps = {
  settings: TCongressSettings;
  /** After a stale save (decision 39): the settings as they are now, in a fresh form. */
  onReload: () => Promise<void>;
};

export function SettingsForm({ settings, onReload }: SettingsFormProps) {
  const navigate = useNavigate();
  const update = useUpdateCongressSettings();
  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(settings),
    validate: zod4Resolver(ZCongressSettingsUpdate, { errorPriority: 'first' }),
  });
  const unsaved = useUnsavedChanges(form.isDirty());
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const onSubmit = form.onSubmit((values) =>
    update.mutate(
      { id: settings.id, body: values },
      {
        onSuccess: (saved) => {
          unsaved.markSaved();
          notifySuccess(SETTINGS_MESSAGES.saved);
          form.setValues(toFormValues(saved));
          form.resetDirty(toFormValues(saved));
          if (saved.slug !== settings.slug)
            void navigate(paths.congressSettings.getHref(saved.slug), { replace: true });
        },
        onError: showFieldErrors(form),
      },
    ),
  );
  const input = (path: keyof SettingsFormValues) => form.getInputProps(path);
  const toggle = (path: keyof SettingsFormValues) => form.getInputProps(path, { type: 'checkbox' });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Congress settings">
      <Stack gap="lg">
        <Fieldset legend="General">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Label" required {...input('label')} />
            <TextInput
              label="Slug"
              description="Changing it changes every address of the congress"
              required
              {...input('slug')}
            />
            <TextInput label="City" {...input('city')} />
            <TextInput label="Website" type="url" {...input('website')} />
            <TextInput label="Information e-mail" type="email" {...input('informationEmail')} />
            <Select label="Time zone" searchable data={zones} allowDeselect={false} {...input('timeZone')} />
            <TextInput label="Start date" type="date" {...input('startsOn')} />
            <TextInput label="End date" type="date" {...input('endsOn')} />
          </SimpleGrid>
          <Stack gap="sm" mt="md">
            <Textarea label="Description" autosize minRows={2} {...input('description')} />
            <Textarea label="Information" autosize minRows={2} {...input('information')} />
            <Switch label="Registration is open" {...toggle('isOpen')} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Registration">
          <Stack gap="sm">
            <Switch label="Members choose their hotel" {...toggle('memberChoosesHotel')} />
            <NumberInput
              label="Hold time (minutes)"
              description="How long an unpaid place is kept"
              min={1}
              max={1440}
              allowDecimal={false}
              w={{ base: '100%', sm: 240 }}
              {...input('holdMinutes')}
            />
            <NumberInput
              label="Waiting-list offer (hours)"
              description="How long a freed place is held for the next person in line"
              min={1}
              max={720}
              allowDecimal={false}
              w={{ base: '100%', sm: 240 }}
              {...input('waitingListOfferHours')}
            />
            <ParticipantTypesField form={form} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Payments and invoices">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Currency" description="Three letters, e.g. EUR" {...input('currency')} />
            <TextInput label="VAT rate (%)" {...input('vatRate')} />
            <TextInput
              label="Stripe public key"
              description="The secret keys stay in the server's environment"
              {...input('stripePublicKey')}
            />
            <TextInput label="Invoice issuer legal name" {...input('issuerName')} />
            <TextInput label="Invoice issuer VAT number" {...input('issuerVatNumber')} />
            <Textarea label="Invoice issuer address" autosize minRows={2} {...input('issuerAddress')} />
            <TextInput
              label="Bank account holder"
              description="Shown to participants who pay by transfer, to copy"
              {...input('bankAccountHolder')}
            />
            <TextInput label="IBAN" {...input('bankIban')} />
            <TextInput label="BIC" {...input('bankBic')} />
          </SimpleGrid>
          <Switch
            mt="md"
            label="Card refunds wait for an admin's approval"
            {...toggle('cardRefundsNeedApproval')}
          />
        </Fieldset>

        <BadgeSettingsField form={form} />

        <Fieldset legend="Privacy">
          <Textarea
            label="Privacy text"
            description="Participants consent to it when they register"
            autosize
            minRows={3}
            {...input('privacyText')}
          />
        </Fieldset>

        {isVersionConflict(update.error) && <ConflictAlert onReload={() => void onReload()} />}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
      {unsaved.prompt}
    </form>
  );
}
