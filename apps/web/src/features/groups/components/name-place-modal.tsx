import { type TGroupPlace, type TGroupPlaceName, ZGroupPlaceName } from '@congress/domain/contracts/groups';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNameGroupPlace } from '../../../api/groups.ts';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useText } from '../../../lib/i18n/use-text.ts';

const m = defineMessages({
  title: { id: 'groups.name.title', defaultMessage: 'Name place {place}' },
  hint: {
    id: 'groups.name.hint',
    defaultMessage: 'We send this person an e-mail with their own registration page.',
  },
  firstName: { id: 'groups.name.firstName', defaultMessage: 'First name' },
  lastName: { id: 'groups.name.lastName', defaultMessage: 'Last name' },
  email: { id: 'groups.name.email', defaultMessage: 'E-mail' },
  save: { id: 'groups.name.save', defaultMessage: 'Save the name' },
  close: { id: 'groups.name.close', defaultMessage: 'Cancel' },
});

type NamePlaceModalProps = {
  groupId: number;
  place: TGroupPlace;
  onNamed: (name: string) => void;
  onClose: () => void;
};

/** The person who takes a place: the server sends them their page (decisions 49). */
export function NamePlaceModal({ groupId, place, onNamed, onClose }: NamePlaceModalProps) {
  const text = useIntl().formatMessage;
  const t = useText();
  const name = useNameGroupPlace(groupId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TGroupPlaceName>({
    initialValues: {
      firstName: place.person?.firstName ?? '',
      lastName: place.person?.lastName ?? '',
      email: place.person?.email ?? '',
    },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(zod4Resolver(ZGroupPlaceName)(values)).map(([field, message]) => [
          field,
          typeof message === 'string' ? t(message) : message,
        ]),
      ),
  });

  function onSubmit(values: TGroupPlaceName) {
    setError(null);
    name.mutate(
      { participationId: place.participationId, ...values },
      {
        onSuccess: () => onNamed(`${values.firstName.trim()} ${values.lastName.trim()}`),
        onError: (failure) => {
          if (isApiError(failure) && failure.fields) form.setErrors(failure.fields);
          setError(failure.message);
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={text(m.title, { place: place.place })} centered>
      <form noValidate onSubmit={form.onSubmit(onSubmit)}>
        <Stack gap="md">
          <TextInput
            label={text(m.firstName)}
            required
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={text(m.lastName)}
            required
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={text(m.email)}
            description={text(m.hint)}
            required
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <FormMessage message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {text(m.close)}
            </Button>
            <Button type="submit" loading={name.isPending}>
              {text(m.save)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
