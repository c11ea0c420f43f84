import type { PeopleValues, PersonField } from '@congress/domain/person-form';
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { CountryCodeSelect } from './country-code-select.tsx';
import type { PeopleForm, Who } from './people-form.ts';

const m = defineMessages({
  legend: { id: 'person.company.legend', defaultMessage: 'Company that pays (optional)' },
  hint: {
    id: 'person.company.hint',
    defaultMessage: 'When a company pays, the invoices are made out to it, with its VAT ID.',
  },
  name: { id: 'person.company.name', defaultMessage: 'Company name' },
  address: { id: 'person.company.address', defaultMessage: 'Company address' },
  postcode: { id: 'person.company.postcode', defaultMessage: 'Postcode' },
  city: { id: 'person.company.city', defaultMessage: 'City' },
  country: { id: 'person.company.country', defaultMessage: 'Company country' },
  vatId: { id: 'person.company.vatId', defaultMessage: 'Company VAT ID' },
  vatIdHint: { id: 'person.company.vatIdHint', defaultMessage: 'With its country prefix, e.g. DE123456789' },
});

/** The billing part's paying company (decisions 45): the buyer of the documents when named. */
export function CompanyFieldset<Values extends PeopleValues>({
  form,
  who,
}: {
  form: PeopleForm<Values>;
  who: Who;
}) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const field = (name: PersonField) => form.getInputProps(`${who}.${name}`);
  const country = field('billingCompanyCountry');
  const isNamed = Boolean(form.getValues()[who]?.billingCompanyName?.trim());
  return (
    <Fieldset legend={text(m.legend)} mt="md" variant="filled">
      <Text size="sm" c="dimmed" mb="xs">
        {text(m.hint)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={text(m.name)} autoComplete="organization" {...field('billingCompanyName')} />
        <TextInput label={text(m.address)} required={isNamed} {...field('billingCompanyAddress')} />
        <TextInput label={text(m.postcode)} {...field('billingCompanyPostcode')} />
        <TextInput label={text(m.city)} required={isNamed} {...field('billingCompanyCity')} />
        <CountryCodeSelect
          label={text(m.country)}
          required={isNamed}
          value={country.value}
          onChange={country.onChange}
          error={country.error}
        />
        <TextInput label={text(m.vatId)} description={text(m.vatIdHint)} {...field('billingCompanyVatId')} />
      </SimpleGrid>
    </Fieldset>
  );
}
