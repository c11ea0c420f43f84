import { type THotel, type THotelWriteInput, ZHotelWriteRequest } from '@congress/domain/contracts/congress';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { showFieldErrors, formLevelMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveHotel } from '../api/save-hotel.ts';

type HotelFormModalProps = { congressId: number; hotel: THotel | null; onClose: () => void };

/** Create or edit a hotel: name, address, website, description. Mounted per opening (fresh values). */
export function HotelFormModal({ congressId, hotel, onClose }: HotelFormModalProps) {
  const intl = useIntl();
  const save = useSaveHotel();
  const form = useForm<THotelWriteInput>({
    initialValues: {
      congressId,
      name: hotel?.name ?? '',
      address: hotel?.address ?? '',
      website: hotel?.website ?? '',
      description: hotel?.description ?? '',
    },
    validate: useTranslatedResolver(zod4Resolver(ZHotelWriteRequest, { errorPriority: 'first' })),
  });

  const onSubmit = form.onSubmit((values) => {
    save.mutate(
      { id: hotel?.id ?? null, hotel: values },
      {
        onSuccess: () => {
          notifySuccess(
            hotel
              ? intl.formatMessage({
                  id: 'hotels.form.updated',
                  defaultMessage: 'Hotel updated successfully',
                })
              : intl.formatMessage({
                  id: 'hotels.form.created',
                  defaultMessage: 'Hotel created successfully',
                }),
          );
          onClose();
        },
        onError: showFieldErrors(form),
      },
    );
  });

  const title = hotel
    ? intl.formatMessage({ id: 'hotels.form.editTitle', defaultMessage: 'Edit Hotel' })
    : intl.formatMessage({ id: 'hotels.form.addTitle', defaultMessage: 'Add Hotel' });
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={
          hotel
            ? intl.formatMessage({ id: 'hotels.form.editLabel', defaultMessage: 'Edit hotel' })
            : intl.formatMessage({ id: 'hotels.form.addLabel', defaultMessage: 'Add hotel' })
        }
      >
        <Stack gap="md">
          <TextInput
            label={intl.formatMessage({ id: 'hotels.form.name', defaultMessage: 'Name' })}
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'hotels.form.address', defaultMessage: 'Address' })}
            {...form.getInputProps('address')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'hotels.form.website', defaultMessage: 'Website' })}
            type="url"
            placeholder="https://"
            {...form.getInputProps('website')}
          />
          <Textarea
            label={intl.formatMessage({ id: 'hotels.form.description', defaultMessage: 'Description' })}
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <FormMessage message={formLevelMessage(save.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: 'hotels.form.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {intl.formatMessage({ id: 'hotels.form.save', defaultMessage: 'Save' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
