import type { TRate } from '@congress/domain/contracts/rates';
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
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConflictAlert } from '../../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
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
import { useText } from '../../../../app/i18n/use-text.ts';

type RateFormModalProps = {
  congressId: number;
  rate: TRate | null;
  choices: RateChoices;
  onClose: () => void;
  /** After a stale save (decision 39): the rate as it is now, in a fresh form. */
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

const SECOND_TYPES = [
  { value: NO_SECOND_TYPE, label: 'None (single)' },
  { value: 'accompany', label: 'Accompany' },
  { value: 'member', label: 'Member (sharing room)' },
];
const ROOM_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'twin/double', label: 'Twin / Double' },
];

/** Create Rate / edit rate (spec 2.2, 3, 5): every rate field, validated with the spec's messages. */
export function RateFormModal({ congressId, rate, choices, onClose, onReload }: RateFormModalProps) {
  const t = useText();
  const save = useSaveRate();
  const form = useForm<RateFormValues>({
    initialValues: initialRateValues(rate),
    validate: (values) => saveInputOf(values, congressId, rate).errors,
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const hasSecond = form.values.secondParticipantType !== NO_SECOND_TYPE;
  const close = () => unsaved.confirmLeave(onClose);

  const onSubmit = form.onSubmit((values) => {
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
  });
  const isConflict = isVersionConflict(save.error);
  const formError = isConflict ? null : formLevelMessage(save.error);
  const secondType = form.getInputProps('secondParticipantType');

  return (
    <Modal opened onClose={close} title={rate ? 'Edit Rate' : 'Create Rate'} size="xl">
      <form onSubmit={onSubmit} noValidate aria-label={rate ? 'Edit rate' : 'Create rate'}>
        <Stack gap="md">
          <TextInput label="Label" required {...form.getInputProps('label')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Hotel"
              required
              data={choices.hotels.map((hotel) => ({ value: String(hotel.id), label: hotel.name }))}
              {...form.getInputProps('hotelId')}
            />
            <Select
              label="Section restriction"
              description="Only members of this section may take the rate."
              clearable
              placeholder="Any participant"
              data={choices.sections.map((section) => ({ value: String(section.id), label: section.name }))}
              {...form.getInputProps('sectionId')}
            />
            <Select
              label="First participant type"
              required
              data={choices.types.map((type) => ({ value: String(type.id), label: type.label }))}
              {...form.getInputProps('firstParticipantTypeId')}
            />
            <TextInput
              label="First participant price"
              required
              inputMode="decimal"
              {...form.getInputProps('firstParticipantPrice')}
            />
            <Select
              label="Second participant type"
              data={SECOND_TYPES}
              allowDeselect={false}
              {...secondType}
              onChange={(value) => {
                secondType.onChange(value);
                const next = value ?? NO_SECOND_TYPE;
                form.setFieldValue('roomOption', roomOptionFor(next, form.getValues().roomOption));
              }}
            />
            <TextInput
              label="Second participant price"
              inputMode="decimal"
              disabled={!hasSecond}
              required={hasSecond}
              {...form.getInputProps('secondParticipantPrice')}
            />
            <Select
              label="Room option"
              data={ROOM_OPTIONS}
              allowDeselect={false}
              disabled={!hasSecond}
              description={hasSecond ? undefined : 'Single is forced without a second participant type.'}
              {...form.getInputProps('roomOption')}
            />
            <NumberInput
              label="Quota"
              description="Places, in persons: each participation takes one, a shared room counts each member."
              min={0}
              allowDecimal={false}
              required
              {...form.getInputProps('quota')}
            />
            <TextInput label="Open date" type="date" {...form.getInputProps('openDate')} />
            <TextInput label="Close date" type="date" {...form.getInputProps('closeDate')} />
          </SimpleGrid>
          <Textarea label="Comment" autosize minRows={2} {...form.getInputProps('comment')} />
          <Group gap="xl">
            <Switch label="Open" {...form.getInputProps('isOpened', { type: 'checkbox' })} />
            <Switch label="Early Bird" {...form.getInputProps('isEarlyBird', { type: 'checkbox' })} />
          </Group>
          {isConflict && <ConflictAlert onReload={() => void onReload()} />}
          <FormMessage message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
