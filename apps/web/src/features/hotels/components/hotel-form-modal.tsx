import { type THotel, type THotelWriteInput, ZHotelWriteRequest } from '@congress/domain/contracts/congress';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { showFieldErrors, formLevelMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveHotel } from '../api/save-hotel.ts';

type HotelFormModalProps = { congressId: number; hotel: THotel | null; onClose: () => void };

/** Create or edit a hotel: name, address, website, description. Mounted per opening (fresh values). */
export function HotelFormModal({ congressId, hotel, onClose }: HotelFormModalProps) {
  const save = useSaveHotel();
  const form = useForm<THotelWriteInput>({
    initialValues: {
      congressId,
      name: hotel?.name ?? '',
      address: hotel?.address ?? '',
      website: hotel?.website ?? '',
      description: hotel?.description ?? '',
    },
    validate: zod4Resolver(ZHotelWriteRequest, { errorPriority: 'first' }),
  });

  const onSubmit = form.onSubmit((values) => {
    save.mutate(
      { id: hotel?.id ?? null, hotel: values },
      {
        onSuccess: () => {
          notifySuccess(hotel ? 'Hotel updated successfully' : 'Hotel created successfully');
          onClose();
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={hotel ? 'Edit Hotel' : 'Add Hotel'} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={hotel ? 'Edit hotel' : 'Add hotel'}>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Address" {...form.getInputProps('address')} />
          <TextInput label="Website" type="url" placeholder="https://" {...form.getInputProps('website')} />
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          <FormMessage message={formLevelMessage(save.error)} />
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
