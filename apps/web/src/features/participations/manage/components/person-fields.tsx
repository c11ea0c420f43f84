import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ManageFormValues } from '../manage-form.ts';

type Who = 'main' | 'companion';
type FieldsProps = { form: UseFormReturnType<ManageFormValues>; who: Who; legend: string };

const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'];

/** Personal information (spec 2.2); the member form (member number, working hotel) for member types. */
export function PersonFields({ form, who, legend, isMember }: FieldsProps & { isMember: boolean }) {
  const field = (name: string) => form.getInputProps(`${who}.${name}`);
  // The admin types someone else's details: the browser's saved details never apply.
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Title"
          data={TITLES}
          clearable
          {...field('title')}
          value={form.getValues()[who].title || null}
          onChange={(value) => form.setFieldValue(`${who}.title`, value ?? '')}
        />
        <TextInput label="First name" required autoComplete="off" {...field('firstName')} />
        <TextInput label="Last name" required autoComplete="off" {...field('lastName')} />
        <TextInput label="E-mail" type="email" required autoComplete="off" {...field('email')} />
        <TextInput label="Phone" type="tel" required autoComplete="off" {...field('phone')} />
        <TextInput label="Country" required autoComplete="off" {...field('country')} />
        <TextInput label="T-shirt size" description="Comma-separated if several" {...field('goodies')} />
      </SimpleGrid>
      {isMember && (
        <Fieldset legend="Member" mt="md" variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Member number"
              description="As in the member book"
              required
              {...field('memberNumber')}
            />
            <TextInput label="Working hotel" required {...field('workingHotel')} />
            <TextInput label="Section" {...field('section')} />
          </SimpleGrid>
        </Fieldset>
      )}
      <Textarea
        mt="md"
        label="Billing information"
        required
        autosize
        minRows={2}
        {...field('billingInformation')}
      />
      <Textarea mt="md" label="Medical information" autosize minRows={2} {...field('medicalInformation')} />
      <Textarea mt="md" label="Comment" autosize minRows={2} {...field('comment')} />
    </Fieldset>
  );
}

/** Transport information (spec 2.2): passport (required, spec 5), arrival and departure. */
export function TravelFields({ form, who, legend }: FieldsProps) {
  const field = (name: string) => form.getInputProps(`${who}.${name}`);
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Passport number" required {...field('passportNumber')} />
        <TextInput label="Nationality" required {...field('nationality')} />
        <TextInput label="Issued on" type="date" required {...field('passportCreationDate')} />
        <TextInput label="Expires on" type="date" required {...field('passportExpirationDate')} />
        <TextInput label="Place of issue" required {...field('passportIssuancePlace')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput label="Arrival date" type="date" {...field('arrivalDate')} />
        <TextInput label="Arrival time" type="time" {...field('arrivalTime')} />
        <TextInput label="Arrival origin" {...field('arrivalOrigin')} />
        <TextInput label="Arrival transport number" {...field('arrivalTransportNumber')} />
      </SimpleGrid>
      <Textarea mt="md" label="Arrival note" autosize minRows={1} {...field('arrivalNote')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput label="Departure date" type="date" {...field('departureDate')} />
        <TextInput label="Departure time" type="time" {...field('departureTime')} />
        <TextInput label="Departure destination" {...field('departureDestination')} />
        <TextInput label="Departure transport number" {...field('departureTransportNumber')} />
      </SimpleGrid>
      <Textarea mt="md" label="Departure note" autosize minRows={1} {...field('departureNote')} />
    </Fieldset>
  );
}

/** The room-sharing member (spec 5: name and member number required). */
export function SharingFields({ form }: { form: UseFormReturnType<ManageFormValues> }) {
  const field = (name: string) => form.getInputProps(`sharing.${name}`);
  return (
    <Fieldset legend="Sharing member">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Sharing member first name" required {...field('firstName')} />
        <TextInput label="Sharing member last name" required {...field('lastName')} />
        <TextInput label="Sharing member number" required {...field('memberNumber')} />
      </SimpleGrid>
    </Fieldset>
  );
}
