import type { PeopleValues, PersonField } from '@congress/domain/person-form';
import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { CompanyFieldset } from './company-fieldset.tsx';
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

/** The titles stay stored in English; the reader sees them in his or her language. */
const TITLES = defineMessages({
  Mr: { id: 'person.title.mr', defaultMessage: 'Mr' },
  Mrs: { id: 'person.title.mrs', defaultMessage: 'Mrs' },
  Ms: { id: 'person.title.ms', defaultMessage: 'Ms' },
  Dr: { id: 'person.title.dr', defaultMessage: 'Dr' },
  Prof: { id: 'person.title.prof', defaultMessage: 'Prof' },
});

const m = defineMessages({
  title: { id: 'person.field.title', defaultMessage: 'Title' },
  firstName: { id: 'person.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'person.field.lastName', defaultMessage: 'Last name' },
  email: { id: 'person.field.email', defaultMessage: 'E-mail' },
  phone: { id: 'person.field.phone', defaultMessage: 'Phone' },
  country: { id: 'person.field.country', defaultMessage: 'Country' },
  goodies: { id: 'person.field.goodies', defaultMessage: 'T-shirt size' },
  goodiesHint: { id: 'person.field.goodiesHint', defaultMessage: 'Comma-separated if several' },
  member: { id: 'person.member.legend', defaultMessage: 'Member' },
  memberNumber: { id: 'person.field.memberNumber', defaultMessage: 'Member number' },
  memberNumberHint: { id: 'person.field.memberNumberHint', defaultMessage: 'As in the member book' },
  workingHotel: { id: 'person.field.workingHotel', defaultMessage: 'Working hotel' },
  section: { id: 'person.field.section', defaultMessage: 'Section' },
  billing: { id: 'person.field.billingInformation', defaultMessage: 'Billing information' },
  medical: { id: 'person.field.medicalInformation', defaultMessage: 'Medical information' },
  comment: { id: 'person.field.comment', defaultMessage: 'Comment' },
});

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
  const intl = useIntl();
  const text = intl.formatMessage;
  const field = (name: PersonField) => form.getInputProps(`${who}.${name}`);
  // Saved details describe the person at the keyboard: never a companion, nor an admin's client.
  const autofill = (token: string) => (isOwnDetails ? token : 'off');
  const title = field('title');
  const country = field('country');
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={text(m.title)}
          data={Object.entries(TITLES).map(([value, label]) => ({ value, label: text(label) }))}
          clearable
          {...title}
          value={title.value || null}
          onChange={(value) => title.onChange(value ?? '')}
        />
        <TextInput
          label={text(m.firstName)}
          required
          autoComplete={autofill('given-name')}
          {...field('firstName')}
        />
        <TextInput
          label={text(m.lastName)}
          required
          autoComplete={autofill('family-name')}
          {...field('lastName')}
        />
        <TextInput
          label={text(m.email)}
          type="email"
          required
          autoComplete={autofill('email')}
          {...field('email')}
        />
        <TextInput
          label={text(m.phone)}
          type="tel"
          required
          autoComplete={autofill('tel')}
          {...field('phone')}
        />
        <CountrySelect
          label={text(m.country)}
          required
          autoComplete={autofill('country-name')}
          value={country.value}
          onChange={country.onChange}
          error={country.error}
        />
        <TextInput label={text(m.goodies)} description={text(m.goodiesHint)} {...field('goodies')} />
      </SimpleGrid>
      {isMember && (
        <Fieldset legend={text(m.member)} mt="md" variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={text(m.memberNumber)}
              description={text(m.memberNumberHint)}
              required
              {...field('memberNumber')}
            />
            <TextInput label={text(m.workingHotel)} required {...field('workingHotel')} />
            <TextInput label={text(m.section)} {...field('section')} />
          </SimpleGrid>
        </Fieldset>
      )}
      <Textarea
        mt="md"
        label={text(m.billing)}
        required
        autosize
        minRows={2}
        {...field('billingInformation')}
      />
      {who === 'main' && <CompanyFieldset form={form} who={who} />}
      <Textarea mt="md" label={text(m.medical)} autosize minRows={2} {...field('medicalInformation')} />
      <Textarea mt="md" label={text(m.comment)} autosize minRows={2} {...field('comment')} />
    </Fieldset>
  );
}
