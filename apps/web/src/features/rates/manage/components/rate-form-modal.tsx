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
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { showFieldErrors, formLevelMessage } from '../../../../lib/api-error.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import type { RateChoices } from '../api/get-rate-choices.ts';
import { useSaveRate } from '../api/save-rate.ts';
import { initialRateValues, NO_SECOND_TYPE, type RateFormValues, toRateRequest } from './rate-form.ts';

type RateFormModalProps = {
  congressId: number;
  rate: TRate | null;
  choices: RateChoices;
  onClose: () => void;
};

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
export function RateFormModal({ congressId, rate, choices, onClose }: RateFormModalProps) {
  const save = useSaveRate();
  const form = useForm<RateFormValues>({
    initialValues: initialRateValues(rate),
    validate: (values) => toRateRequest(values, congressId).errors,
  });
  const hasSecond = form.values.secondParticipantType !== NO_SECOND_TYPE;

  const onSubmit = form.onSubmit((values) => {
    const { request } = toRateRequest(values, congressId);
    if (!request) return;
    save.mutate(
      { id: rate?.id ?? null, rate: request },
      {
        onSuccess: () => {
          notifySuccess(rateSaved(rate ? 'Update' : 'Create'));
          onClose();
        },
        onError: showFieldErrors(form),
      },
    );
  });
  const formError = formLevelMessage(save.error);

  return (
    <Modal opened onClose={onClose} title={rate ? 'Edit Rate' : 'Create Rate'} size="xl">
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
              {...form.getInputProps('secondParticipantType')}
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
          <FormMessage message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
