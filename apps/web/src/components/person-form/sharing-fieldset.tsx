import { MESSAGES } from '@congress/domain/messages';
import type { PeopleValues } from '@congress/domain/person-form';
import { Alert, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { PeopleForm } from './people-form.ts';

/** The room-sharing member (spec 2.2, 5): name and member number required, and the notice. */
export function SharingFieldset<Values extends PeopleValues>({ form }: { form: PeopleForm<Values> }) {
  const field = (name: keyof PeopleValues['sharing']) => form.getInputProps(`sharing.${name}`);
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
