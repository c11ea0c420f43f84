import { MESSAGES } from '@congress/domain/messages';
import type { PeopleValues } from '@congress/domain/person-form';
import { Alert, Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useText } from '../../lib/i18n/use-text.ts';
import type { PeopleForm } from './people-form.ts';

const m = defineMessages({
  legend: { id: 'person.sharing.legend', defaultMessage: 'Sharing member' },
  firstName: { id: 'person.sharing.firstName', defaultMessage: 'Sharing member first name' },
  lastName: { id: 'person.sharing.lastName', defaultMessage: 'Sharing member last name' },
  memberNumber: { id: 'person.sharing.memberNumber', defaultMessage: 'Sharing member number' },
});

/** The room-sharing member (spec 2.2, 5): name and member number required, and the notice. */
export function SharingFieldset<Values extends PeopleValues>({ form }: { form: PeopleForm<Values> }) {
  const text = useIntl().formatMessage;
  const t = useText();
  const field = (name: keyof PeopleValues['sharing']) => form.getInputProps(`sharing.${name}`);
  return (
    <Fieldset legend={text(m.legend)}>
      <Alert color="indigo" mb="md">
        {t(MESSAGES.sharingNotice)}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={text(m.firstName)} required {...field('firstName')} />
        <TextInput label={text(m.lastName)} required {...field('lastName')} />
        <TextInput label={text(m.memberNumber)} required {...field('memberNumber')} />
      </SimpleGrid>
    </Fieldset>
  );
}
