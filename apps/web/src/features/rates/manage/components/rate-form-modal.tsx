import type { TRate } from '@congress/domain/contracts/rates';
import { RATE_ROOM_OPTION_LABELS, SECOND_PARTICIPANT_TYPE_LABELS } from '@congress/domain/enum-labels';
import type { Language } from '@congress/domain/i18n/languages';
import { rateSaved } from '@congress/domain/messages';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConflictAlert } from '../../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TranslatedTextFields } from '../../../../components/ui/translated-text-fields.tsx';
import { useUnsavedChanges } from '../../../../components/ui/unsaved-changes.tsx';
import { showFieldErrors, formLevelMessage } from '../../../../lib/api-error.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { isVersionConflict } from '../../../../lib/version-conflict.ts';
import type { RateChoices } from '../api/get-rate-choices.ts';
import { type SaveRateInput, useSaveRate } from '../api/save-rate.ts';
import {
  initialRateValues,
  NO_SECOND_TYPE,
  type RateFormValues,
  roomOptionFor,
  toRateRequest,
  toRateUpdate,
} from './rate-form.ts';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { m } from '../messages.ts';
import { defineMessages } from '../../../../lib/i18n/messages.ts';

const feeWords = defineMessages({
  label: { id: 'rates.form.registrationFee', defaultMessage: 'Registration fee within the first price' },
  hint: {
    id: 'rates.form.registrationFeeHint',
    defaultMessage:
      'Invoices bill this part as the registration fee and the rest of the first price as accommodation, each at its VAT rate; left empty, the whole price is the fee.',
  },
});

type RateFormModalProps = {
  congressId: number;
  /** The congress's default language: the label and comment fields, the others being translations. */
  defaultLanguage: Language;
  rate: TRate | null;
  choices: RateChoices;
  onClose: () => void;
  /** After a stale save (decisions 39): the rate as it is now, in a fresh form. */
  onReload: () => Promise<void>;
};

/** The request of the form: a new rate, or the edit of the rate as it was read. */
function saveInputOf(values: RateFormValues, congressId: number, rate: TRate | null) {
  if (!rate) {
    const { request, errors } = toRateRequest(values, congressId);
    return { input: request && ({ id: null, rate: request } as SaveRateInput), errors };
  }
  const { request, errors } = toRateUpdate(values, congressId, rate.version);
  return { input: request && ({ id: rate.id, rate: request } as SaveRateInput), errors };
}

/** The languages whose label or comment has an error (`translations.fr.label`), to mark their tabs. */
const languagesWithErrors = (errors: Record<string, unknown>, defaultLanguage: Language): Language[] => {
  const paths = Object.keys(errors);
  const found = new Set<Language>();
  if (paths.some((path) => path === 'label' || path === 'comment')) found.add(defaultLanguage);
  for (const path of paths) {
    const language = /^translations\.(en|fr|pt)\./.exec(path)?.[1] as Language | undefined;
    if (language) found.add(language);
  }
  return [...found];
};

/** Create Rate / edit rate (spec 2.2, 3, 5): every rate field, validated with the spec's messages. */
export function RateFormModal({
  congressId,
  defaultLanguage,
  rate,
  choices,
  onClose,
  onReload,
}: RateFormModalProps) {
  const intl = useIntl();
  const t = useText();
  const save = useSaveRate();
  const form = useForm<RateFormValues>({
    initialValues: initialRateValues(rate, defaultLanguage),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(saveInputOf(values, congressId, rate).errors).map(([path, error]) => [path, t(error)]),
      ),
  });
  const [textsTab, setTextsTab] = useState<Language>(defaultLanguage);
  const errorLanguages = languagesWithErrors(form.errors, defaultLanguage);
  const secondTypes = [
    { value: NO_SECOND_TYPE, label: intl.formatMessage(m.noSecondType) },
    { value: 'accompany', label: intl.formatMessage(SECOND_PARTICIPANT_TYPE_LABELS.accompany) },
    { value: 'member', label: intl.formatMessage(m.memberSharing) },
  ];
  const roomOptions = [
    { value: 'single', label: intl.formatMessage(RATE_ROOM_OPTION_LABELS.single) },
    { value: 'twin/double', label: intl.formatMessage(RATE_ROOM_OPTION_LABELS['twin/double']) },
  ];
  const unsaved = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const hasSecond = form.values.secondParticipantType !== NO_SECOND_TYPE;
  const close = () => unsaved.confirmLeave(onClose);

  const onSubmit = form.onSubmit(
    (values) => {
      const { input } = saveInputOf(values, congressId, rate);
      if (!input) return;
      save.mutate(input, {
        onSuccess: () => {
          unsaved.markSaved();
          notifySuccess(t(rateSaved(rate ? 'Update' : 'Create')));
          onClose();
        },
        onError: showFieldErrors(form),
      });
    },
    // A text to correct in another language: its tab opens.
    (errors) => {
      const withErrors = languagesWithErrors(errors, defaultLanguage);
      const [first] = withErrors;
      if (first && !withErrors.includes(textsTab)) setTextsTab(first);
    },
  );
  const textField = (language: Language, isDefault: boolean, field: 'label' | 'comment') =>
    form.getInputProps(isDefault ? field : `translations.${language}.${field}`);
  const isConflict = isVersionConflict(save.error);
  const formError = isConflict ? null : formLevelMessage(save.error);
  const secondType = form.getInputProps('secondParticipantType');

  return (
    <Modal opened onClose={close} title={intl.formatMessage(rate ? m.editTitle : m.createRate)} size="xl">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={intl.formatMessage(rate ? m.editLabel : m.createLabel)}
      >
        <Stack gap="md">
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
              label: intl.formatMessage(m.comment),
              inputProps: (language, isDefault) => textField(language, isDefault, 'comment'),
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={intl.formatMessage(m.hotel)}
              required
              data={choices.hotels.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
              {...form.getInputProps('hotelId')}
            />
            <Select
              label={intl.formatMessage(m.sectionRestriction)}
              description={intl.formatMessage(m.sectionHint)}
              clearable
              placeholder={intl.formatMessage(m.anyParticipant)}
              data={choices.sections.map((section) => ({ value: String(section.id), label: section.name }))}
              {...form.getInputProps('sectionId')}
            />
            <Select
              label={intl.formatMessage(m.firstType)}
              required
              data={choices.types.map((type) => ({ value: String(type.id), label: type.label }))}
              {...form.getInputProps('firstParticipantTypeId')}
            />
            <TextInput
              label={intl.formatMessage(m.firstPrice)}
              required
              inputMode="decimal"
              {...form.getInputProps('firstParticipantPrice')}
            />
            <TextInput
              label={intl.formatMessage(feeWords.label)}
              description={intl.formatMessage(feeWords.hint)}
              inputMode="decimal"
              {...form.getInputProps('registrationFee')}
            />
            <Select
              label={intl.formatMessage(m.secondType)}
              data={secondTypes}
              allowDeselect={false}
              {...secondType}
              onChange={(value) => {
                secondType.onChange(value);
                const next = value ?? NO_SECOND_TYPE;
                form.setFieldValue('roomOption', roomOptionFor(next, form.getValues().roomOption));
              }}
            />
            <TextInput
              label={intl.formatMessage(m.secondPrice)}
              inputMode="decimal"
              disabled={!hasSecond}
              required={hasSecond}
              {...form.getInputProps('secondParticipantPrice')}
            />
            <Select
              label={intl.formatMessage(m.roomOptionField)}
              data={roomOptions}
              allowDeselect={false}
              disabled={!hasSecond}
              description={hasSecond ? undefined : intl.formatMessage(m.singleForced)}
              {...form.getInputProps('roomOption')}
            />
            <NumberInput
              label={intl.formatMessage(m.quota)}
              description={intl.formatMessage(m.quotaHint)}
              min={0}
              allowDecimal={false}
              required
              {...form.getInputProps('quota')}
            />
            <TextInput
              label={intl.formatMessage(m.openDate)}
              type="date"
              {...form.getInputProps('openDate')}
            />
            <TextInput
              label={intl.formatMessage(m.closeDate)}
              type="date"
              {...form.getInputProps('closeDate')}
            />
          </SimpleGrid>
          <Group gap="xl">
            <Switch
              label={intl.formatMessage(m.open)}
              {...form.getInputProps('isOpened', { type: 'checkbox' })}
            />
            <Switch
              label={intl.formatMessage(m.earlyBird)}
              {...form.getInputProps('isEarlyBird', { type: 'checkbox' })}
            />
          </Group>
          {isConflict && <ConflictAlert onReload={() => void onReload()} />}
          <FormMessage message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
