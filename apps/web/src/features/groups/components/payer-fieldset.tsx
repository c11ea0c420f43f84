import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { CountryCodeSelect } from '../../../components/person-form/country-code-select.tsx';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import type { GroupFormValues } from '../group-form.ts';

const m = defineMessages({
  legend: { id: 'groups.payer.legend', defaultMessage: 'Who pays' },
  name: { id: 'groups.payer.name', defaultMessage: 'Name of the company or person' },
  address: { id: 'groups.payer.address', defaultMessage: 'Address' },
  postcode: { id: 'groups.payer.postcode', defaultMessage: 'Postcode' },
  city: { id: 'groups.payer.city', defaultMessage: 'City' },
  country: { id: 'groups.payer.country', defaultMessage: 'Country' },
  vatId: { id: 'groups.payer.vatId', defaultMessage: 'VAT ID (optional)' },
  vatIdHint: { id: 'groups.payer.vatIdHint', defaultMessage: 'With its country prefix, e.g. DE123456789' },
});

/** The buyer of the group's documents: the same fields as the paying company of a registration. */
export function PayerFieldset({ form }: { form: UseFormReturnType<GroupFormValues> }) {
  const text = useIntl().formatMessage;
  const field = (name: keyof GroupFormValues['billing']) => form.getInputProps(`billing.${name}`);
  const country = field('billingCompanyCountry');
  return (
    <Fieldset legend={text(m.legend)} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={text(m.name)}
          required
          autoComplete="organization"
          {...field('billingCompanyName')}
        />
        <TextInput
          label={text(m.address)}
          required
          autoComplete="street-address"
          {...field('billingCompanyAddress')}
        />
        <TextInput label={text(m.postcode)} autoComplete="postal-code" {...field('billingCompanyPostcode')} />
        <TextInput
          label={text(m.city)}
          required
          autoComplete="address-level2"
          {...field('billingCompanyCity')}
        />
        <CountryCodeSelect
          label={text(m.country)}
          required
          value={country.value}
          onChange={country.onChange}
          error={country.error}
        />
        <TextInput label={text(m.vatId)} description={text(m.vatIdHint)} {...field('billingCompanyVatId')} />
      </SimpleGrid>
    </Fieldset>
  );
}
