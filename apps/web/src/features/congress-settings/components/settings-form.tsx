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
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@congress/domain/i18n/languages';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useUpdateCongressSettings } from '../api/update-congress-settings.ts';
import { m } from '../messages.ts';
import {
  type SettingsFormValues,
  timeZoneOptions,
  toFormValues,
  withDefaultLanguage,
} from '../settings-form-values.ts';
import { BankAccountFields } from './bank-account-fields.tsx';
import { BadgeSettingsField } from './badge-settings-field.tsx';
import { CancellationPolicyField } from './cancellation-policy-field.tsx';
import { GroupNamesField } from './group-names-field.tsx';
import { InvoicingSettingsField } from './invoicing-settings-field.tsx';
import { ParticipantTypesField } from './participant-types-field.tsx';

type SettingsFormProps = {
  settings: TCongressSettings;
  /** After a stale save (decisions 39): the settings as they are now, in a fresh form. */
  onReload: () => Promise<void>;
};

/** The languages whose texts have an error (`translations.fr.description`), to mark their tabs. */
const languagesWithErrors = (errors: Record<string, unknown>, defaultLanguage: Language): Language[] =>
  LANGUAGES.filter((language) =>
    Object.keys(errors).some((path) =>
      language === defaultLanguage
        ? ['description', 'information', 'privacyText'].includes(path)
        : path.startsWith(`translations.${language}.`),
    ),
  );

export function SettingsForm({ settings, onReload }: SettingsFormProps) {
  const intl = useIntl();
  const t = useText();
  const navigate = useNavigate();
  const update = useUpdateCongressSettings();
  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(settings),
    validate: useTranslatedResolver(zod4Resolver(ZCongressSettingsUpdate, { errorPriority: 'first' })),
  });
  const unsaved = useUnsavedChanges(form.isDirty());
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const defaultLanguage = form.values.defaultLanguage;
  const [textsTab, setTextsTab] = useState<Language>(defaultLanguage);
  const errorLanguages = languagesWithErrors(form.errors, defaultLanguage);

  const onSubmit = form.onSubmit(
    (values) =>
      update.mutate(
        { id: settings.id, body: values },
        {
          onSuccess: (saved) => {
            unsaved.markSaved();
            notifySuccess(t(SETTINGS_MESSAGES.saved));
            form.setValues(toFormValues(saved));
            form.resetDirty(toFormValues(saved));
            if (saved.slug !== settings.slug)
              void navigate(paths.congressSettings.getHref(saved.slug), { replace: true });
          },
          onError: (error) => {
            showFieldErrors(form)(error);
            // A stale save is told once, by the ConflictAlert above the buttons (no red toast beside it).
            if (!isVersionConflict(error)) notifyError(errorMessage(error));
          },
        },
      ),
    // A text to correct in another language: its tab opens.
    (errors) => {
      const withErrors = languagesWithErrors(errors, form.getValues().defaultLanguage);
      const [first] = withErrors;
      if (first && !withErrors.includes(textsTab)) setTextsTab(first);
    },
  );
  const textField = (language: Language, field: 'description' | 'information' | 'privacyText') =>
    form.getInputProps(language === defaultLanguage ? field : `translations.${language}.${field}`);
  const input = (path: keyof SettingsFormValues) => form.getInputProps(path);
  const toggle = (path: keyof SettingsFormValues) => form.getInputProps(path, { type: 'checkbox' });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.formLabel)}>
      <Stack gap="lg">
        <Fieldset legend={intl.formatMessage(m.general)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={intl.formatMessage(m.label)} required {...input('label')} />
            <TextInput
              label={intl.formatMessage(m.slug)}
              description={intl.formatMessage(m.slugHint)}
              required
              {...input('slug')}
            />
            <TextInput label={intl.formatMessage(m.city)} {...input('city')} />
            <TextInput label={intl.formatMessage(m.website)} type="url" {...input('website')} />
            <TextInput
              label={intl.formatMessage(m.informationEmail)}
              type="email"
              {...input('informationEmail')}
            />
            <Select
              label={intl.formatMessage(m.timeZone)}
              searchable
              data={zones}
              allowDeselect={false}
              {...input('timeZone')}
            />
            <TextInput label={intl.formatMessage(m.startDate)} type="date" {...input('startsOn')} />
            <TextInput label={intl.formatMessage(m.endDate)} type="date" {...input('endsOn')} />
          </SimpleGrid>
          <Switch mt="md" label={intl.formatMessage(m.isOpen)} {...toggle('isOpen')} />
        </Fieldset>

        <Fieldset legend={intl.formatMessage(m.texts)}>
          <Stack gap="sm">
            <Select
              label={intl.formatMessage(m.defaultLanguage)}
              description={intl.formatMessage(m.defaultLanguageHint)}
              data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
              allowDeselect={false}
              w={{ base: '100%', sm: 320 }}
              value={defaultLanguage}
              onChange={(next) => {
                if (next) form.setValues(withDefaultLanguage(form.getValues(), next as Language));
              }}
            />
            <LanguageTabs
              defaultLanguage={defaultLanguage}
              label={intl.formatMessage(m.textsTabs)}
              value={textsTab}
              onChange={setTextsTab}
              errorLanguages={errorLanguages}
            >
              {(language, isDefault) => (
                <Stack gap="sm" lang={language}>
                  {!isDefault && (
                    <Text size="sm" c="gray.8" lang={intl.locale}>
                      {intl.formatMessage(m.translationHint)}
                    </Text>
                  )}
                  <Textarea
                    label={intl.formatMessage(m.descriptionField)}
                    autosize
                    minRows={2}
                    {...textField(language, 'description')}
                  />
                  <Textarea
                    label={intl.formatMessage(m.information)}
                    autosize
                    minRows={2}
                    {...textField(language, 'information')}
                  />
                  <Textarea
                    label={intl.formatMessage(m.privacyText)}
                    description={intl.formatMessage(m.privacyHint)}
                    autosize
                    minRows={3}
                    {...textField(language, 'privacyText')}
                  />
                </Stack>
              )}
            </LanguageTabs>
          </Stack>
        </Fieldset>

        <Fieldset legend={intl.formatMessage(m.registration)}>
          <Stack gap="sm">
            <Switch label={intl.formatMessage(m.memberChoosesHotel)} {...toggle('memberChoosesHotel')} />
            <NumberInput
              label={intl.formatMessage(m.holdMinutes)}
              description={intl.formatMessage(m.holdMinutesHint)}
              min={1}
              max={1440}
              allowDecimal={false}
              w={{ base: '100%', sm: 240 }}
              {...input('holdMinutes')}
            />
            <NumberInput
              label={intl.formatMessage(m.offerHours)}
              description={intl.formatMessage(m.offerHoursHint)}
              min={1}
              max={720}
              allowDecimal={false}
              w={{ base: '100%', sm: 240 }}
              {...input('waitingListOfferHours')}
            />
            <ParticipantTypesField form={form} />
          </Stack>
        </Fieldset>

        <Fieldset legend={intl.formatMessage(m.payments)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={intl.formatMessage(m.currency)}
              description={intl.formatMessage(m.currencyHint)}
              {...input('currency')}
            />
            <TextInput
              label={intl.formatMessage(m.stripeKey)}
              description={intl.formatMessage(m.stripeKeyHint)}
              {...input('stripePublicKey')}
            />
            <BankAccountFields input={input} />
          </SimpleGrid>
          <Switch
            mt="md"
            label={intl.formatMessage(m.refundsApproval)}
            {...toggle('cardRefundsNeedApproval')}
          />
        </Fieldset>

        <CancellationPolicyField form={form} />

        <GroupNamesField form={form} />

        <InvoicingSettingsField form={form} />

        <BadgeSettingsField form={form} />

        {isVersionConflict(update.error) && <ConflictAlert onReload={() => void onReload()} />}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
      {unsaved.prompt}
    </form>
  );
}
