import { EXEMPTION_CODES } from '@congress/domain/contracts/invoicing';
import { INVOICE_LINE_KINDS, type InvoiceLineKind } from '@congress/domain/invoicing/vat-lines';
import { Fieldset, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { CountryCodeSelect } from '../../../components/person-form/country-code-select.tsx';
import { m } from '../messages.ts';
import type { SettingsFormValues } from '../settings-form-values.ts';

const words = defineMessages({
  legend: { id: 'settings.invoicing.legend', defaultMessage: 'Invoices: seller and VAT' },
  sellerHint: {
    id: 'settings.invoicing.sellerHint',
    defaultMessage: 'Printed as the seller on every invoice, proforma and credit note.',
  },
  postcode: { id: 'settings.invoicing.postcode', defaultMessage: 'Seller postcode' },
  city: { id: 'settings.invoicing.city', defaultMessage: 'Seller city' },
  country: { id: 'settings.invoicing.country', defaultMessage: 'Seller country' },
  vatTitle: { id: 'settings.invoicing.vatTitle', defaultMessage: 'VAT per kind of line' },
  vatHint: {
    id: 'settings.invoicing.vatHint',
    defaultMessage:
      'Prices include VAT. An exemption or margin-scheme mention makes the line exempt (rate 0); a rate of 0 without one is zero-rated.',
  },
  rate: { id: 'settings.invoicing.rate', defaultMessage: '{kind}: VAT rate (%)' },
  exemption: { id: 'settings.invoicing.exemption', defaultMessage: '{kind}: exemption mention' },
  code: { id: 'settings.invoicing.code', defaultMessage: '{kind}: e-invoice exemption code' },
  registration: { id: 'settings.invoicing.kind.registration', defaultMessage: 'Registration fee' },
  accommodation: { id: 'settings.invoicing.kind.accommodation', defaultMessage: 'Accommodation' },
  companion: { id: 'settings.invoicing.kind.companion', defaultMessage: 'Companion' },
  extra_night: { id: 'settings.invoicing.kind.extraNight', defaultMessage: 'Extra nights' },
  codeArticle132: {
    id: 'settings.invoicing.code.132',
    defaultMessage: 'VATEX-EU-132: exempt activity of public interest',
  },
  codeMargin: {
    id: 'settings.invoicing.code.margin',
    defaultMessage: "VATEX-EU-D: travel agents' margin scheme",
  },
});

const CODE_LABELS = { 'VATEX-EU-132': words.codeArticle132, 'VATEX-EU-D': words.codeMargin } as const;
const KIND_LABELS: Record<InvoiceLineKind, (typeof words)['registration']> = {
  registration: words.registration,
  accommodation: words.accommodation,
  companion: words.companion,
  extra_night: words.extra_night,
};

/** The seller's block and the VAT of each kind of invoice line (decisions 45). */
export function InvoicingSettingsField({ form }: { form: UseFormReturnType<SettingsFormValues> }) {
  const intl = useIntl();
  const codes = EXEMPTION_CODES.map((code) => ({
    value: code,
    label: intl.formatMessage(CODE_LABELS[code]),
  }));
  return (
    <Fieldset legend={intl.formatMessage(words.legend)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(words.sellerHint)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={intl.formatMessage(m.issuerName)} {...form.getInputProps('issuerName')} />
          <TextInput label={intl.formatMessage(m.issuerVat)} {...form.getInputProps('issuerVatNumber')} />
          <Textarea
            label={intl.formatMessage(m.issuerAddress)}
            autosize
            minRows={2}
            {...form.getInputProps('issuerAddress')}
          />
          <TextInput label={intl.formatMessage(words.postcode)} {...form.getInputProps('issuerPostcode')} />
          <TextInput label={intl.formatMessage(words.city)} {...form.getInputProps('issuerCity')} />
          <CountryCodeSelect
            label={intl.formatMessage(words.country)}
            value={form.values.issuerCountry}
            onChange={(value) => form.setFieldValue('issuerCountry', value)}
            error={form.errors.issuerCountry}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          {intl.formatMessage(words.vatTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(words.vatHint)}
        </Text>
        {INVOICE_LINE_KINDS.map((kind) => {
          const name = intl.formatMessage(KIND_LABELS[kind]);
          return (
            <SimpleGrid key={kind} cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={intl.formatMessage(words.rate, { kind: name })}
                inputMode="decimal"
                {...form.getInputProps(`vatRates.${kind}.rate`)}
              />
              <TextInput
                label={intl.formatMessage(words.exemption, { kind: name })}
                {...form.getInputProps(`vatRates.${kind}.exemption`)}
              />
              <Select
                label={intl.formatMessage(words.code, { kind: name })}
                data={codes}
                clearable
                {...form.getInputProps(`vatRates.${kind}.exemptionCode`)}
              />
            </SimpleGrid>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
