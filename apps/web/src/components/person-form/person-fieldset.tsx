import type { PeopleValues, PersonField } from '@congress/domain/person-form';
import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CountrySelect } from './country-select.tsx';
import type { PeopleForm, Who } from './people-form.ts';

type PersonFieldsetProps<Values extends PeopleValues> = {
  form: PeopleForm<Values>;
  who: Who;
  legend: string;
  /** Member number and working hotel are asked (and required, spec 5) for member types. */
  isMember: boolean;
  /** The participant types their own details: the browser may fill them in. */
  isOwnDetails: boolean;
};

const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'];

/**
 * Personal information (spec 2.2) of the booking form and of Manage Registration, with the member
 * form (member number, working hotel, section) for member types.
 */
export function PersonFieldset<Values extends PeopleValues>({
  form,
  who,
  legend,
  isMember,
  isOwnDetails,
}: PersonFieldsetProps<Values>) {
  const field = (name: PersonField) => form.getInputProps(`${who}.${name}`);
  // Saved details describe the person at the keyboard: never a companion, nor an admin's client.
  const autofill = (token: string) => (isOwnDetails ? token : 'off');
  const title = field('title');
  const country = field('country');
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Title"
          data={TITLES}
          clearable
          {...title}
          value={title.value || null}
          onChange={(value) => title.onChange(value ?? '')}
        />
        <TextInput
          label="First name"
          required
          autoComplete={autofill('given-name')}
          {...field('firstName')}
        />
        <TextInput label="Last name" required autoComplete={autofill('family-name')} {...field('lastName')} />
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete={autofill('email')}
          {...field('email')}
        />
        <TextInput label="Phone" type="tel" required autoComplete={autofill('tel')} {...field('phone')} />
        <CountrySelect
          label="Country"
          required
          autoComplete={autofill('country-name')}
          value={country.value}
          onChange={country.onChange}
          error={country.error}
        />
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
