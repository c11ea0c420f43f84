import { MESSAGES } from '@congress/domain/messages';
import { Alert, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BookingFormValues } from '../booking-form.ts';

/** The member-sharing notice form (spec 2.2): the room-mate's name and member number are required. */
export function SharingFieldset({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const field = (name: string) => form.getInputProps(`sharing.${name}`);
  return (
    <Fieldset legend="Sharing member">
      <Alert color="indigo" mb="md">
        {MESSAGES.sharingNotice}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Sharing member first name" required {...field('firstName')} />
        <TextInput label="Sharing member last name" required {...field('lastName')} />
        <TextInput label="Sharing member number" required {...field('memberNumber')} />
      </SimpleGrid>
    </Fieldset>
  );
}
