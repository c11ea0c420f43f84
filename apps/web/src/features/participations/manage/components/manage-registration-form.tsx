import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRate } from '@congress/domain/contracts/rates';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Select,
  SimpleGrid,
  Stack,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { Link } from 'react-router';
import { useTranslatedResolver } from '../../../../lib/i18n/translated-resolver.ts';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { PersonFieldset } from '../../../../components/person-form/person-fieldset.tsx';
import { SharingFieldset } from '../../../../components/person-form/sharing-fieldset.tsx';
import { TravelFieldset } from '../../../../components/person-form/travel-fieldset.tsx';
import { ConflictAlert } from '../../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { useUnsavedChanges } from '../../../../components/ui/unsaved-changes.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { isVersionConflict } from '../../../../lib/version-conflict.ts';
import { useSaveRegistration } from '../api/save-registration.ts';
import {
  type AdminRoomChoice,
  buildManageRequest,
  filterRates,
  type ManageFormValues,
  manageFormSchema,
} from '../manage-form.ts';
import { roomOptionLabel, statusLabel } from '../../labels.ts';
import { withMinDuration } from '../../../../lib/use-min-delay.ts';
import { StaySection } from '../../../../components/stay/stay-section.tsx';
import { useStaffStay } from './use-staff-stay.ts';

type ManageRegistrationFormProps = {
  congressSlug: string;
  rates: TRate[];
  participation: TParticipation | null;
  initialValues: ManageFormValues;
  onCreated: (participation: TParticipation) => void;
  /** Previous: the participation list as it was left. */
  listHref: string;
  /** After a stale save (decisions 39): the participation as it is now, in a fresh form. */
  onReload: () => Promise<void>;
  spinnerMs?: number | undefined;
};

const m = defineMessages({
  any: { id: 'manage.form.any', defaultMessage: 'Any' },
  roomOption: { id: 'manage.form.roomOption', defaultMessage: 'Room option' },
  stay: { id: 'manage.form.stay', defaultMessage: 'Stay at the hotel' },
  singleOnly: { id: 'manage.form.singleOnly', defaultMessage: 'Single (the rate has no second person)' },
  participantType: { id: 'manage.form.participantType', defaultMessage: 'Participant type' },
  hotel: { id: 'manage.form.hotel', defaultMessage: 'Hotel' },
  rate: { id: 'manage.form.rate', defaultMessage: 'Rate type' },
  noRate: { id: 'manage.form.noRate', defaultMessage: 'No rate matches' },
  chooseRate: { id: 'manage.form.chooseRate', defaultMessage: 'Choose a rate' },
  status: { id: 'manage.form.status', defaultMessage: 'Registration status' },
  statusHint: {
    id: 'manage.form.statusHint',
    defaultMessage: 'Applies to both registrations when there are two',
  },
  addTitle: { id: 'manage.title.add', defaultMessage: 'Add Registration' },
  memberLinked: {
    id: 'manage.form.memberLinked',
    defaultMessage: 'The registration is linked to the member of the member book with this member number.',
  },
  accountCreated: {
    id: 'manage.form.accountCreated',
    defaultMessage:
      'An account is created for this e-mail if there is none, without a password: the person chooses one with the link of the notification e-mail or with "Forgot your password?".',
  },
  personal: { id: 'manage.form.personal', defaultMessage: 'Personal information' },
  transport: { id: 'manage.form.transport', defaultMessage: 'Transport information' },
  companionPersonal: {
    id: 'manage.form.companionPersonal',
    defaultMessage: 'Accompanying person: personal information',
  },
  companionTransport: {
    id: 'manage.form.companionTransport',
    defaultMessage: 'Accompanying person: transport information',
  },
  secondTitle: { id: 'manage.form.secondTitle', defaultMessage: 'Second registration' },
  sendWelcome: {
    id: 'manage.form.sendWelcome',
    defaultMessage: 'Send the participant an e-mail with the registration and a link to sign in',
  },
  notify: { id: 'manage.form.notify', defaultMessage: 'Notify the participant' },
  notifyHint: {
    id: 'manage.form.notifyHint',
    defaultMessage: 'E-mails the person the registration as saved: the new rate, hotel or status.',
  },
  full: { id: 'manage.form.rateFull', defaultMessage: '{rate} (full)' },
  closed: { id: 'manage.form.rateClosed', defaultMessage: '{rate} (closed)' },
});

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function rateLabel(intl: IntlShape, rate: TRate): string {
  if (rate.isFull) return intl.formatMessage(m.full, { rate: rate.label });
  if (!rate.isAvailable) return intl.formatMessage(m.closed, { rate: rate.label });
  return rate.label;
}

function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Manage Registration's form (spec 2.2): rate selects, status, personal and transport forms. */
export function ManageRegistrationForm({
  congressSlug,
  rates,
  participation,
  initialValues,
  onCreated,
  listHref,
  onReload,
  spinnerMs,
}: ManageRegistrationFormProps) {
  const intl = useIntl();
  const t = useText();
  const save = useSaveRegistration();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isConflict, setConflict] = useState(false);
  // The version this form was loaded at; only our own saves move it (decisions 39).
  const [version, setVersion] = useState(participation?.version);
  const findRate = (id: string) => rates.find((rate) => String(rate.id) === id);
  const form = useForm<ManageFormValues>({
    initialValues,
    validate: useTranslatedResolver((values: ManageFormValues) =>
      zod4Resolver(manageFormSchema(findRate(values.rateId), values.hasCompanion))(values),
    ),
  });
  const { values } = form;
  const unsaved = useUnsavedChanges(form.isDirty());
  const rate = findRate(values.rateId);
  const stay = useStaffStay(rate, values);
  const hotels = uniqueBy(rates, (r) => String(r.hotelId)).map((r) => ({
    value: String(r.hotelId),
    label: r.hotel.name,
  }));
  const types = uniqueBy(rates, (r) => r.firstParticipantType.slug).map((r) => ({
    value: r.firstParticipantType.slug,
    label: r.firstParticipantType.label,
  }));
  const rateChoices = filterRates(rates, values).map((r) => ({
    value: String(r.id),
    label: rateLabel(intl, r),
  }));
  const roomChoices = (['twin', 'double'] as const).map((value) => ({
    value,
    label: roomOptionLabel(intl, value),
  }));
  const statusChoices = REGISTRATION_STATUSES.map((value) => ({ value, label: statusLabel(intl, value) }));

  /** A filter change drops a chosen rate that no longer matches it. */
  function setFilter(field: 'hotelId' | 'participantType' | 'roomOption', value: string) {
    const next = { ...form.getValues(), [field]: value };
    form.setFieldValue(field, value as AdminRoomChoice);
    const chosen = findRate(next.rateId);
    if (chosen && filterRates([chosen], next).length === 0) form.setFieldValue('rateId', '');
  }

  function setRate(value: string | null) {
    const chosen = value ? findRate(value) : undefined;
    form.setFieldValue('rateId', value ?? '');
    if (!chosen) return;
    form.setFieldValue('hotelId', String(chosen.hotelId));
    form.setFieldValue('participantType', chosen.firstParticipantType.slug);
    if (chosen.roomOptions.length > 1 && form.getValues().roomOption === '')
      form.setFieldValue('roomOption', 'twin');
  }

  async function onSubmit(submitted: ManageFormValues) {
    if (!rate) return;
    setFormError(null);
    setConflict(false);
    setIsSaving(true);
    try {
      const body = buildManageRequest(rate, submitted, stay.toSend(submitted.stay, form.isDirty('stay')));
      const saved = await withMinDuration(
        participation
          ? save.mutateAsync({
              id: participation.id,
              body: {
                ...body,
                version: version ?? 0,
                notifyParticipant: isChange && submitted.notifyParticipant,
              },
            })
          : save.mutateAsync({
              id: null,
              body: { ...body, congressSlug, notifyParticipant: submitted.notifyParticipant },
            }),
        spinnerMs,
      );
      setVersion(saved.version);
      unsaved.markSaved();
      form.resetDirty(submitted);
      notifySuccess(t(MESSAGES.registrationSaved));
      if (!participation) onCreated(saved);
    } catch (error) {
      if (isVersionConflict(error)) return setConflict(true);
      const message = isApiError(error) ? error.message : t(MESSAGES.genericError);
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
      setFormError(message);
      notifyError(message);
    } finally {
      setIsSaving(false);
    }
  }

  // A new rate, hotel or status is what the person may be told about.
  const isChange =
    participation !== null &&
    (values.rateId !== initialValues.rateId ||
      values.hotelId !== initialValues.hotelId ||
      values.statusRegistration !== initialValues.statusRegistration);
  const isAccompany = rate?.secondParticipantType === 'accompany';
  const hadSecond = participation?.registrations.some(
    (r) => r.position === 2 && r.statusRegistration !== 'cancelled',
  );
  const keepsSecond = rate?.secondParticipantType === 'member' || (isAccompany && values.hasCompanion);
  const singleOnly = rate !== undefined && rate.roomOptions.length === 1;
  return (
    <Box pos="relative">
      <LoadingOverlay visible={isSaving} zIndex={10} overlayProps={{ blur: 1 }} />
      {isSaving && (
        <VisuallyHidden role="status" aria-live="polite">
          <FormattedMessage id="manage.saving" defaultMessage="Saving the registration" />
        </VisuallyHidden>
      )}
      <form noValidate onSubmit={form.onSubmit(onSubmit, focusFirstError)}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Select
              label={intl.formatMessage(m.roomOption)}
              placeholder={intl.formatMessage(singleOnly ? m.singleOnly : m.any)}
              data={roomChoices}
              clearable
              disabled={singleOnly}
              value={values.roomOption || null}
              onChange={(value) => setFilter('roomOption', value ?? '')}
            />
            <Select
              label={intl.formatMessage(m.participantType)}
              placeholder={intl.formatMessage(m.any)}
              data={types}
              clearable
              value={values.participantType || null}
              onChange={(value) => setFilter('participantType', value ?? '')}
            />
            <Select
              label={intl.formatMessage(m.hotel)}
              placeholder={intl.formatMessage(m.any)}
              data={hotels}
              clearable
              value={values.hotelId || null}
              onChange={(value) => setFilter('hotelId', value ?? '')}
            />
            <Select
              label={intl.formatMessage(m.rate)}
              placeholder={intl.formatMessage(rateChoices.length === 0 ? m.noRate : m.chooseRate)}
              data={rateChoices}
              required
              searchable
              nothingFoundMessage={intl.formatMessage(m.noRate)}
              value={values.rateId || null}
              onChange={setRate}
              error={form.errors.rateId}
            />
            <Select
              label={intl.formatMessage(m.status)}
              description={intl.formatMessage(m.statusHint)}
              data={statusChoices}
              allowDeselect={false}
              value={values.statusRegistration}
              onChange={(value) =>
                value && form.setFieldValue('statusRegistration', value as RegistrationStatus)
              }
            />
          </SimpleGrid>
          {rate && (
            <StaySection
              legend={intl.formatMessage(m.stay)}
              options={stay.options}
              value={values.stay}
              onChange={(chosen) => form.setFieldValue('stay', chosen)}
              own={participation?.stay ?? null}
            />
          )}
          {!participation && (
            <Alert color="indigo" title={intl.formatMessage(m.addTitle)}>
              {intl.formatMessage(rate?.firstParticipantType.isMember ? m.memberLinked : m.accountCreated)}
            </Alert>
          )}
          <PersonFieldset
            form={form}
            who="main"
            legend={intl.formatMessage(m.personal)}
            isMember={rate?.firstParticipantType.isMember ?? false}
            isOwnDetails={false}
          />
          <TravelFieldset form={form} who="main" legend={intl.formatMessage(m.transport)} />
          {isAccompany && (
            <Group>
              <Button
                variant="outline"
                onClick={() => form.setFieldValue('hasCompanion', !values.hasCompanion)}
              >
                {values.hasCompanion ? (
                  <FormattedMessage
                    id="manage.form.removeCompanion"
                    defaultMessage="Remove accompanying person"
                  />
                ) : (
                  <FormattedMessage id="manage.form.addCompanion" defaultMessage="Add accompanying person" />
                )}
              </Button>
            </Group>
          )}
          {isAccompany && values.hasCompanion && (
            <>
              <PersonFieldset
                form={form}
                who="companion"
                legend={intl.formatMessage(m.companionPersonal)}
                isMember={false}
                isOwnDetails={false}
              />
              <TravelFieldset form={form} who="companion" legend={intl.formatMessage(m.companionTransport)} />
            </>
          )}
          {rate?.secondParticipantType === 'member' && <SharingFieldset form={form} />}
          {hadSecond && rate && !keepsSecond && (
            <Alert color="orange" title={intl.formatMessage(m.secondTitle)}>
              <FormattedMessage
                id="manage.form.secondCancelled"
                defaultMessage="Saving this choice cancels the registration of the accompanying person or room-mate."
              />
            </Alert>
          )}
          {!participation && (
            <Checkbox
              label={intl.formatMessage(m.sendWelcome)}
              {...form.getInputProps('notifyParticipant', { type: 'checkbox' })}
            />
          )}
          {isChange && (
            <Checkbox
              label={intl.formatMessage(m.notify)}
              description={intl.formatMessage(m.notifyHint)}
              {...form.getInputProps('notifyParticipant', { type: 'checkbox' })}
            />
          )}
          {isConflict && <ConflictAlert onReload={() => void onReload()} />}
          <FormMessage message={formError} />
          <Group justify="space-between">
            <Button component={Link} to={listHref} variant="default">
              <FormattedMessage id="manage.form.previous" defaultMessage="Previous" />
            </Button>
            <Button type="submit" loading={isSaving}>
              <FormattedMessage id="manage.form.save" defaultMessage="SAVE" />
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Box>
  );
}
