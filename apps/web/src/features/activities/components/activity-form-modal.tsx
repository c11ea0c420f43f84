import {
  ACTIVITY_MESSAGES,
  SPOUSE,
  type TActivity,
  type TActivityFieldsInput,
  ZActivityFields,
} from '@congress/domain/contracts/activities';
import { LANGUAGES, type Language } from '@congress/domain/i18n/languages';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Modal, MultiSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { TranslatedTextFields } from '../../../components/ui/translated-text-fields.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { showFieldErrors } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useSaveActivity } from '../api/save-activity.ts';
import { m } from '../admin-messages.ts';

type FormValues = {
  label: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  url: string;
  quota: number | string;
  who: string[];
  /** The label and description in the congress's other languages. */
  translations: Partial<Record<Language, { label: string; description: string }>>;
};

/** The form edits the default language's texts (the list shows the reader's) and the others'. */
const valuesOf = (activity: TActivity | null, defaultLanguage: Language): FormValues => ({
  label: activity?.defaultText?.label ?? activity?.label ?? '',
  description: (activity?.defaultText ? activity.defaultText.description : activity?.description) ?? '',
  startDate: activity?.startDate ?? '',
  startTime: activity?.startTime ?? '',
  endDate: activity?.endDate ?? '',
  endTime: activity?.endTime ?? '',
  url: activity?.url ?? '',
  quota: activity?.quota ?? '',
  who: activity?.who ?? [],
  translations: Object.fromEntries(
    LANGUAGES.filter((language) => language !== defaultLanguage).map((language) => {
      const stored = activity?.translations?.[language];
      return [language, { label: stored?.label ?? '', description: stored?.description ?? '' }];
    }),
  ),
});

/** The languages whose label or description has an error, to mark their tabs. */
const languagesWithErrors = (errors: Record<string, unknown>, defaultLanguage: Language): Language[] => {
  const paths = Object.keys(errors);
  const found = new Set<Language>();
  if (paths.some((path) => path === 'label' || path === 'description')) found.add(defaultLanguage);
  for (const path of paths) {
    const language = /^translations\.(en|fr|pt)\./.exec(path)?.[1] as Language | undefined;
    if (language) found.add(language);
  }
  return [...found];
};

const toFields = (values: FormValues): TActivityFieldsInput => ({
  ...values,
  quota: values.quota === '' ? null : Number(values.quota),
});

type ActivityFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** null to create. */
  activity: TActivity | null;
  congressSlug: string | undefined;
  congressId: number | undefined;
  /** The congress's default language: the label and description fields, the others being translations. */
  defaultLanguage?: Language;
  participantTypes: { value: string; label: string }[];
  /** After a stale save (decisions 39): the activity as it is now, in a fresh form. */
  onReload?: (() => Promise<void>) | undefined;
};

/**
 * Create/edit an activity (spec 2.2, 3). A new activity is created closed (spec 4). The form lives
 * while the modal is open, so each opening starts from the activity as listed.
 */
export function ActivityFormModal(props: ActivityFormModalProps) {
  return props.opened ? <ActivityFormDialog {...props} /> : null;
}

function ActivityFormDialog({
  activity,
  congressSlug,
  congressId,
  defaultLanguage = 'en',
  participantTypes,
  onClose,
  onReload,
}: ActivityFormModalProps) {
  const intl = useIntl();
  const t = useText();
  const save = useSaveActivity();
  const resolver = useTranslatedResolver(zod4Resolver(ZActivityFields));
  const form = useForm<FormValues>({
    initialValues: valuesOf(activity, defaultLanguage),
    validate: (values) => resolver(toFields(values) as unknown as FormValues),
  });
  const [textsTab, setTextsTab] = useState<Language>(defaultLanguage);
  const errorLanguages = languagesWithErrors(form.errors, defaultLanguage);
  const textField = (language: Language, isDefault: boolean, field: 'label' | 'description') =>
    form.getInputProps(isDefault ? field : `translations.${language}.${field}`);
  const unsaved = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const close = () => unsaved.confirmLeave(onClose);
  const missing = !congressSlug
    ? MESSAGES.congressSlugMissing
    : !congressId && !activity
      ? MESSAGES.congressIdMissing
      : null;
  const whoOptions = [...participantTypes, { value: SPOUSE, label: intl.formatMessage(m.spouse) }];

  const onSubmit = form.onSubmit(
    (values) => {
      if (missing) return notifyError(t(missing));
      const fields = toFields(values);
      const input = activity
        ? { kind: 'update' as const, id: activity.id, version: activity.version, fields }
        : { kind: 'create' as const, congressId: congressId as number, fields };
      save.mutate(input, {
        onSuccess: () => {
          unsaved.markSaved();
          notifySuccess(t(activity ? ACTIVITY_MESSAGES.updated : ACTIVITY_MESSAGES.created));
          onClose();
        },
        onError: (error) => {
          showFieldErrors(form)(error);
          if (!isVersionConflict(error)) notifyError(error.message);
        },
      });
    },
    // A text to correct in another language: its tab opens.
    (errors) => {
      const withErrors = languagesWithErrors(errors, defaultLanguage);
      const [first] = withErrors;
      if (first && !withErrors.includes(textsTab)) setTextsTab(first);
    },
  );

  return (
    <Modal
      opened
      onClose={close}
      title={intl.formatMessage(activity ? m.editTitle : m.addActivity)}
      size="lg"
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormMessage message={missing && t(missing)} />
          <TranslatedTextFields
            defaultLanguage={defaultLanguage}
            tabsLabel={intl.formatMessage(m.texts)}
            translationHint={intl.formatMessage(m.translationHint)}
            value={textsTab}
            onChange={setTextsTab}
            errorLanguages={errorLanguages}
            line={{
              label: intl.formatMessage(m.label),
              inputProps: (language, isDefault) => textField(language, isDefault, 'label'),
            }}
            area={{
              label: intl.formatMessage(m.description),
              inputProps: (language, isDefault) => textField(language, isDefault, 'description'),
            }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label={intl.formatMessage(m.startDate)}
              withAsterisk
              {...form.getInputProps('startDate')}
            />
            <TextInput
              type="time"
              label={intl.formatMessage(m.startTime)}
              {...form.getInputProps('startTime')}
            />
            <TextInput type="date" label={intl.formatMessage(m.endDate)} {...form.getInputProps('endDate')} />
            <TextInput type="time" label={intl.formatMessage(m.endTime)} {...form.getInputProps('endTime')} />
          </SimpleGrid>
          <TextInput type="url" label={intl.formatMessage(m.url)} {...form.getInputProps('url')} />
          <NumberInput
            label={intl.formatMessage(m.places)}
            min={0}
            allowDecimal={false}
            {...form.getInputProps('quota')}
          />
          <MultiSelect
            label={intl.formatMessage(m.who)}
            description={intl.formatMessage(m.whoHint)}
            withAsterisk
            data={whoOptions}
            {...form.getInputProps('who')}
          />
          {isVersionConflict(save.error) && onReload && <ConflictAlert onReload={() => void onReload()} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={missing !== null}>
              {intl.formatMessage(activity ? m.save : m.addActivity)}
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
