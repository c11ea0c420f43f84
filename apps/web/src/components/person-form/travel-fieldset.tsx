import type { PeopleValues, PersonField } from '@congress/domain/person-form';
import { Fieldset, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { CountrySelect } from './country-select.tsx';
import type { PeopleForm, Who } from './people-form.ts';

type TravelFieldsetProps<Values extends PeopleValues> = {
  form: PeopleForm<Values>;
  who: Who;
  legend: string;
};

const m = defineMessages({
  passportNumber: { id: 'person.travel.passportNumber', defaultMessage: 'Passport number' },
  nationality: { id: 'person.travel.nationality', defaultMessage: 'Nationality' },
  issuedOn: { id: 'person.travel.issuedOn', defaultMessage: 'Issued on' },
  expiresOn: { id: 'person.travel.expiresOn', defaultMessage: 'Expires on' },
  placeOfIssue: { id: 'person.travel.placeOfIssue', defaultMessage: 'Place of issue' },
  arrivalDate: { id: 'person.travel.arrivalDate', defaultMessage: 'Arrival date' },
  arrivalTime: { id: 'person.travel.arrivalTime', defaultMessage: 'Arrival time' },
  arrivalOrigin: { id: 'person.travel.arrivalOrigin', defaultMessage: 'Arrival origin' },
  arrivalTransportNumber: {
    id: 'person.travel.arrivalTransportNumber',
    defaultMessage: 'Arrival transport number',
  },
  arrivalNote: { id: 'person.travel.arrivalNote', defaultMessage: 'Arrival note' },
  departureDate: { id: 'person.travel.departureDate', defaultMessage: 'Departure date' },
  departureTime: { id: 'person.travel.departureTime', defaultMessage: 'Departure time' },
  departureDestination: { id: 'person.travel.departureDestination', defaultMessage: 'Departure destination' },
  departureTransportNumber: {
    id: 'person.travel.departureTransportNumber',
    defaultMessage: 'Departure transport number',
  },
  departureNote: { id: 'person.travel.departureNote', defaultMessage: 'Departure note' },
  arrival: { id: 'person.travel.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'person.travel.departure', defaultMessage: 'Departure' },
});

/** Transport information (spec 2.2): passport (required, spec 5), arrival and departure. */
export function TravelFieldset<Values extends PeopleValues>({
  form,
  who,
  legend,
}: TravelFieldsetProps<Values>) {
  const text = useIntl().formatMessage;
  const field = (name: PersonField) => form.getInputProps(`${who}.${name}`);
  const nationality = field('nationality');
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={text(m.passportNumber)} required {...field('passportNumber')} />
        <CountrySelect
          label={text(m.nationality)}
          required
          value={nationality.value}
          onChange={nationality.onChange}
          error={nationality.error}
        />
        <TextInput label={text(m.issuedOn)} type="date" required {...field('passportCreationDate')} />
        <TextInput label={text(m.expiresOn)} type="date" required {...field('passportExpirationDate')} />
        <TextInput label={text(m.placeOfIssue)} required {...field('passportIssuancePlace')} />
      </SimpleGrid>
      <Title order={3} size="h5" mt="lg" mb="xs">
        {text(m.arrival)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={text(m.arrivalDate)} type="date" {...field('arrivalDate')} />
        <TextInput label={text(m.arrivalTime)} type="time" {...field('arrivalTime')} />
        <TextInput label={text(m.arrivalOrigin)} {...field('arrivalOrigin')} />
        <TextInput label={text(m.arrivalTransportNumber)} {...field('arrivalTransportNumber')} />
      </SimpleGrid>
      <Textarea mt="md" label={text(m.arrivalNote)} autosize minRows={1} {...field('arrivalNote')} />
      <Title order={3} size="h5" mt="lg" mb="xs">
        {text(m.departure)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={text(m.departureDate)} type="date" {...field('departureDate')} />
        <TextInput label={text(m.departureTime)} type="time" {...field('departureTime')} />
        <TextInput label={text(m.departureDestination)} {...field('departureDestination')} />
        <TextInput label={text(m.departureTransportNumber)} {...field('departureTransportNumber')} />
      </SimpleGrid>
      <Textarea mt="md" label={text(m.departureNote)} autosize minRows={1} {...field('departureNote')} />
    </Fieldset>
  );
}
