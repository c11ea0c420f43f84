import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRateBase } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { PersonFieldset } from '../../../components/person-form/person-fieldset.tsx';
import { SharingFieldset } from '../../../components/person-form/sharing-fieldset.tsx';
import { TravelFieldset } from '../../../components/person-form/travel-fieldset.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { checkRateAvailability } from '../api/check-rate-availability.ts';
import { useStayOptions } from '../../../api/stay-options.ts';
import { useBookingQueuePosition } from '../api/booking-queue-position.ts';
import { useSubmitBooking } from '../api/submit-booking.ts';
import { EmailNotConfirmed } from './email-not-confirmed.tsx';
import {
  type BookingFormValues,
  bookingFormSchema,
  buildBookingRequest,
  hasActiveSecondRegistration,
  needsCompanionRemoval,
} from '../booking-form.ts';
import { clearDraft, storeDraft } from '../form-draft.ts';
import { isNothingChanged, nothingChangedMessages } from '../nothing-changed.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRoomOptionLabel } from '../../../components/money/labels.ts';
import { effectiveStay } from '../../../components/stay/stay-choice.ts';
import { ConfirmDialog, RateMessageDialog } from './booking-dialogs.tsx';
import { QueuePositionPanel } from './queue-position-panel.tsx';
import { useSecondRemovalMessage } from './second-removal-message.ts';
import { StaySection } from '../../../components/stay/stay-section.tsx';

const m = defineMessages({
  roomOption: { id: 'registration.form.roomOption', defaultMessage: 'Room option' },
  personal: { id: 'registration.form.personal', defaultMessage: 'Personal information' },
  transport: { id: 'registration.form.transport', defaultMessage: 'Transport information' },
  addCompanion: { id: 'registration.form.addCompanion', defaultMessage: 'Add accompanying' },
  removeCompanion: { id: 'registration.form.removeCompanion', defaultMessage: 'Remove accompanying' },
  companionPersonal: {
    id: 'registration.form.companionPersonal',
    defaultMessage: 'Accompanying person: personal information',
  },
  companionTransport: {
    id: 'registration.form.companionTransport',
    defaultMessage: 'Accompanying person: transport information',
  },
  consent: { id: 'registration.form.consent', defaultMessage: 'I have read and accept the privacy notice' },
  previous: { id: 'registration.form.previous', defaultMessage: 'Previous' },
  next: { id: 'registration.form.next', defaultMessage: 'NEXT' },
});

type BookingFormProps = {
  congressSlug: string;
  participant: string;
  privacyText: string | null;
  rate: TRateBase;
  participation: TParticipation | null;
  initialValues: BookingFormValues;
  onBooked?: (() => void) | undefined;
};

/** After a failed validation, keyboard and screen-reader users land on the first invalid field. */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

export function BookingForm({
  congressSlug,
  participant,
  privacyText,
  rate,
  participation,
  initialValues,
  onBooked,
}: BookingFormProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const t = useText();
  const roomOptionLabel = useRoomOptionLabel();
  const navigate = useNavigate();
  const submit = useSubmitBooking(congressSlug);
  const queue = useBookingQueuePosition(submit.queueTicket, submit.isPending);
  const [rateMessage, setRateMessage] = useState<string | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<'submit' | 'toggle' | null>(null);
  const removalMessage = useSecondRemovalMessage(participation);
  const [formError, setFormError] = useState<string | null>(null);
  // Decisions 50: an account books once its e-mail address is confirmed; the refusal offers a new link.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  // Removing the companion with the toggle was confirmed once: NEXT does not ask again.
  const [isRemovalConfirmed, setIsRemovalConfirmed] = useState(false);
  const form = useForm<BookingFormValues>({
    initialValues,
    validate: useTranslatedResolver((values: BookingFormValues) =>
      zod4Resolver(bookingFormSchema(rate, values.hasCompanion))(values),
    ),
    onValuesChange: (values) => storeDraft(congressSlug, participant, values),
  });
  const { options } = roomOptionsFor(rate);
  const stayOptions = useStayOptions(rate.id, form.values.roomOption);
  const isAccompany = rate.secondParticipantType === 'accompany';
  const isMember = rate.firstParticipantType.isMember;

  async function send(values: BookingFormValues, confirmCompanionRemoval: boolean) {
    setFormError(null);
    setUnconfirmed(null);
    try {
      // Nights not loaded: the stay as restored goes as it is (the server checks it), never dropped.
      const stay = stayOptions.data ? effectiveStay(stayOptions.data, values.stay) : values.stay;
      const saved = await submit.send(
        buildBookingRequest(congressSlug, rate, values, confirmCompanionRemoval, stay),
      );
      clearDraft(congressSlug, participant);
      onBooked?.();
      if (isNothingChanged(participation, saved)) {
        notifySuccess(text(nothingChangedMessages.nothingChanged));
        return void navigate(paths.dashboardUserHome.getHref(congressSlug), { replace: true });
      }
      void navigate(paths.summary.getHref(congressSlug, participant));
    } catch (error) {
      if (!isApiError(error)) return setFormError(t(MESSAGES.genericError));
      if (error.code === 'COMPANION_REMOVAL_REQUIRED') return setPendingRemoval('submit');
      if (error.code === 'EMAIL_NOT_VERIFIED') return setUnconfirmed(error.message);
      if (error.code === 'RATE_UNAVAILABLE' || error.code === 'RATE_SECTION_ONLY')
        return setRateMessage(error.message);
      if (error.fields) form.setErrors(error.fields);
      setFormError(error.message);
    }
  }

  async function onSubmit(values: BookingFormValues) {
    setIsChecking(true);
    try {
      const availability = await checkRateAvailability(rate.id);
      if (!availability.available) {
        // The check's reason is a shared text: said in the reader's language when the catalogue has it.
        const reason = availability.message ?? MESSAGES.rateUnavailable;
        return setRateMessage(reason in intl.messages ? t(reason) : reason);
      }
    } catch (error) {
      return setFormError(isApiError(error) ? error.message : t(MESSAGES.genericError));
    } finally {
      setIsChecking(false);
    }
    const mustConfirm = needsCompanionRemoval(participation, rate, values);
    if (mustConfirm && !isRemovalConfirmed) return setPendingRemoval('submit');
    await send(values, mustConfirm);
  }

  function onToggleCompanion() {
    if (!form.values.hasCompanion) {
      setIsRemovalConfirmed(false);
      return form.setFieldValue('hasCompanion', true);
    }
    if (hasActiveSecondRegistration(participation)) return setPendingRemoval('toggle');
    form.setFieldValue('hasCompanion', false);
  }

  function onConfirmRemoval() {
    const origin = pendingRemoval;
    setPendingRemoval(null);
    if (origin === 'toggle') {
      setIsRemovalConfirmed(true);
      return form.setFieldValue('hasCompanion', false);
    }
    void send(form.getValues(), true);
  }

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit, focusFirstError)}>
      <Stack gap="lg">
        <Select
          label={text(m.roomOption)}
          data={options.map((value) => ({ value, label: roomOptionLabel(value) }))}
          allowDeselect={false}
          disabled={options.length === 1}
          maw={320}
          {...form.getInputProps('roomOption')}
        />
        <StaySection
          options={stayOptions}
          value={form.values.stay}
          onChange={(stay) => form.setFieldValue('stay', stay)}
          own={participation?.stay ?? null}
        />
        <PersonFieldset form={form} who="main" legend={text(m.personal)} isMember={isMember} isOwnDetails />
        <TravelFieldset form={form} who="main" legend={text(m.transport)} />
        {isAccompany && (
          <Group>
            <Button variant="outline" onClick={onToggleCompanion}>
              {text(form.values.hasCompanion ? m.removeCompanion : m.addCompanion)}
            </Button>
          </Group>
        )}
        {isAccompany && form.values.hasCompanion && (
          <>
            <PersonFieldset
              form={form}
              who="companion"
              legend={text(m.companionPersonal)}
              isMember={false}
              isOwnDetails={false}
            />
            <TravelFieldset form={form} who="companion" legend={text(m.companionTransport)} />
          </>
        )}
        {rate.secondParticipantType === 'member' && <SharingFieldset form={form} />}
        <Stack gap="xs">
          {privacyText && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {privacyText}
            </Text>
          )}
          <Checkbox
            label={text(m.consent)}
            required
            {...form.getInputProps('consent', { type: 'checkbox' })}
          />
        </Stack>
        <FormMessage message={formError} />
        {unconfirmed && <EmailNotConfirmed message={unconfirmed} />}
        <QueuePositionPanel queue={queue} />
        <Group justify="space-between">
          <Button component={Link} to={paths.rateList.getHref(congressSlug, participant)} variant="default">
            {text(m.previous)}
          </Button>
          <Button type="submit" loading={isChecking || submit.isPending}>
            {text(m.next)}
          </Button>
        </Group>
      </Stack>
      <RateMessageDialog message={rateMessage} onClose={() => setRateMessage(null)} />
      <ConfirmDialog
        message={removalMessage}
        opened={pendingRemoval !== null}
        onCancel={() => setPendingRemoval(null)}
        onConfirm={onConfirmRemoval}
      />
    </form>
  );
}
