import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRate } from '@congress/domain/contracts/rates';
import { capitalise, REGISTRATION_STATUSES, type RegistrationStatus } from '@congress/domain/enums';
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
import { Link } from 'react-router';
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
import { withMinDuration } from '../use-min-delay.ts';

type ManageRegistrationFormProps = {
  congressSlug: string;
  rates: TRate[];
  participation: TParticipation | null;
  initialValues: ManageFormValues;
  onCreated: (participation: TParticipation) => void;
  /** Previous: the participation list as it was left (issue 12 point 11). */
  listHref: string;
  /** After a stale save (decision 39): the participation as it is now, in a fresh form. */
  onReload: () => Promise<void>;
  spinnerMs?: number | undefined;
};

const ROOM_CHOICES = (['twin', 'double'] as const).map((value) => ({ value, label: capitalise(value) }));
const STATUS_CHOICES = REGISTRATION_STATUSES.map((value) => ({ value, label: capitalise(value) }));

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function rateLabel(rate: TRate): string {
  if (rate.isFull) return `${rate.label} (full)`;
  if (!rate.isAvailable) return `${rate.label} (closed)`;
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
  const save = useSaveRegistration();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isConflict, setConflict] = useState(false);
  // The version this form was loaded at; only our own saves move it (decision 39).
  const [version, setVersion] = useState(participation?.version);
  const findRate = (id: string) => rates.find((rate) => String(rate.id) === id);
  const form = useForm<ManageFormValues>({
    initialValues,
    validate: (values) =>
      zod4Resolver(manageFormSchema(findRate(values.rateId), values.hasCompanion))(values),
  });
  const { values } = form;
  const unsaved = useUnsavedChanges(form.isDirty());
  const rate = findRate(values.rateId);
  const hotels = uniqueBy(rates, (r) => String(r.hotelId)).map((r) => ({
    value: String(r.hotelId),
    label: r.hotel.name,
  }));
  const types = uniqueBy(rates, (r) => r.firstParticipantType.slug).map((r) => ({
    value: r.firstParticipantType.slug,
    label: r.firstParticipantType.label,
  }));
  const rateChoices = filterRates(rates, values).map((r) => ({ value: String(r.id), label: rateLabel(r) }));

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
      const body = buildManageRequest(rate, submitted);
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
      notifySuccess(MESSAGES.registrationSaved);
      if (!participation) onCreated(saved);
    } catch (error) {
      if (isVersionConflict(error)) return setConflict(true);
      const message = isApiError(error) ? error.message : MESSAGES.genericError;
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
      setFormError(message);
      notifyError(message);
    } finally {
      setIsSaving(false);
    }
  }

  // Issue 12: a new rate, hotel or status is what the person may be told about.
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
          Saving the registration
        </VisuallyHidden>
      )}
      <form noValidate onSubmit={form.onSubmit(onSubmit, focusFirstError)}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Select
              label="Room option"
              placeholder={singleOnly ? 'Single (the rate has no second person)' : 'Any'}
              data={ROOM_CHOICES}
              clearable
              disabled={singleOnly}
              value={values.roomOption || null}
              onChange={(value) => setFilter('roomOption', value ?? '')}
            />
            <Select
              label="Participant type"
              placeholder="Any"
              data={types}
              clearable
              value={values.participantType || null}
              onChange={(value) => setFilter('participantType', value ?? '')}
            />
            <Select
              label="Hotel"
              placeholder="Any"
              data={hotels}
              clearable
              value={values.hotelId || null}
              onChange={(value) => setFilter('hotelId', value ?? '')}
            />
            <Select
              label="Rate type"
              placeholder={rateChoices.length === 0 ? 'No rate matches' : 'Choose a rate'}
              data={rateChoices}
              required
              searchable
              nothingFoundMessage="No rate matches"
              value={values.rateId || null}
              onChange={setRate}
              error={form.errors.rateId}
            />
            <Select
              label="Registration status"
              description="Applies to both registrations when there are two"
              data={STATUS_CHOICES}
              allowDeselect={false}
              value={values.statusRegistration}
              onChange={(value) =>
                value && form.setFieldValue('statusRegistration', value as RegistrationStatus)
              }
            />
          </SimpleGrid>
          {!participation && (
            <Alert color="indigo" title="Add Registration">
              {rate?.firstParticipantType.isMember
                ? 'The registration is linked to the member of the member book with this member number.'
                : 'An account is created for this e-mail if there is none, without a password: the person chooses one with the link of the notification e-mail or with "Forgot your password?".'}
            </Alert>
          )}
          <PersonFieldset
            form={form}
            who="main"
            legend="Personal information"
            isMember={rate?.firstParticipantType.isMember ?? false}
            isOwnDetails={false}
          />
          <TravelFieldset form={form} who="main" legend="Transport information" />
          {isAccompany && (
            <Group>
              <Button
                variant="outline"
                onClick={() => form.setFieldValue('hasCompanion', !values.hasCompanion)}
              >
                {values.hasCompanion ? 'Remove accompanying person' : 'Add accompanying person'}
              </Button>
            </Group>
          )}
          {isAccompany && values.hasCompanion && (
            <>
              <PersonFieldset
                form={form}
                who="companion"
                legend="Accompanying person: personal information"
                isMember={false}
                isOwnDetails={false}
              />
              <TravelFieldset
                form={form}
                who="companion"
                legend="Accompanying person: transport information"
              />
            </>
          )}
          {rate?.secondParticipantType === 'member' && <SharingFieldset form={form} />}
          {hadSecond && rate && !keepsSecond && (
            <Alert color="orange" title="Second registration">
              Saving this choice cancels the registration of the accompanying person or room-mate.
            </Alert>
          )}
          {!participation && (
            <Checkbox
              label="Send the participant an e-mail with the registration and a link to sign in"
              {...form.getInputProps('notifyParticipant', { type: 'checkbox' })}
            />
          )}
          {isChange && (
            <Checkbox
              label="Notify the participant"
              description="E-mails the person the registration as saved: the new rate, hotel or status."
              {...form.getInputProps('notifyParticipant', { type: 'checkbox' })}
            />
          )}
          {isConflict && <ConflictAlert onReload={() => void onReload()} />}
          <FormMessage message={formError} />
          <Group justify="space-between">
            <Button component={Link} to={listHref} variant="default">
              Previous
            </Button>
            <Button type="submit" loading={isSaving}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Box>
  );
}
