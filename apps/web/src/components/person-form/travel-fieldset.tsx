import type { PeopleValues, PersonField } from '@congress/domain/person-form';
import { Fieldset, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { CountrySelect } from './country-select.tsx';
import type { PeopleForm, Who } from './people-form.ts';

type TravelFieldsetProps<Values extends PeopleValues> = {
  form: PeopleForm<Values>;
  who: Who;
  legend: string;
};

/** Transport information (spec 2.2): passport (required, spec 5), arrival and departure. */
export function TravelFieldset<Values extends PeopleValues>({
  form,
  who,
  legend,
}: TravelFieldsetProps<Values>) {
  const field = (name: PersonField) => form.getInputProps(`${who}.${name}`);
  const nationality = field('nationality');
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Passport number" required {...field('passportNumber')} />
        <CountrySelect
          label="Nationality"
          required
          value={nationality.value}
          onChange={nationality.onChange}
          error={nationality.error}
        />
        <TextInput label="Issued on" type="date" required {...field('passportCreationDate')} />
        <TextInput label="Expires on" type="date" required {...field('passportExpirationDate')} />
        <TextInput label="Place of issue" required {...field('passportIssuancePlace')} />
      </SimpleGrid>
      <Title order={3} size="h5" mt="lg" mb="xs">
        Arrival
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Arrival date" type="date" {...field('arrivalDate')} />
        <TextInput label="Arrival time" type="time" {...field('arrivalTime')} />
        <TextInput label="Arrival origin" {...field('arrivalOrigin')} />
        <TextInput label="Arrival transport number" {...field('arrivalTransportNumber')} />
      </SimpleGrid>
      <Textarea mt="md" label="Arrival note" autosize minRows={1} {...field('arrivalNote')} />
      <Title order={3} size="h5" mt="lg" mb="xs">
        Departure
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Departure date" type="date" {...field('departureDate')} />
        <TextInput label="Departure time" type="time" {...field('departureTime')} />
        <TextInput label="Departure destination" {...field('departureDestination')} />
        <TextInput label="Departure transport number" {...field('departureTransportNumber')} />
      </SimpleGrid>
      <Textarea mt="md" label="Departure note" autosize minRows={1} {...field('departureNote')} />
    </Fieldset>
  );
}
