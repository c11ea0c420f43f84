import { type TCsvMapping, type TCsvPreview, ZCsvMapping } from '@congress/domain/contracts/reconciliation';
import { CSV_DATE_FORMATS } from '@congress/domain/reconciliation/csv-values';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { sm } from '../statement-messages.ts';
import { useText } from '../../../lib/i18n/use-text.ts';

type Props = { preview: TCsvPreview; isBusy: boolean; onImport: (mapping: TCsvMapping) => void };

const COLUMN_FIELDS = [
  ['date', m.columnDate],
  ['amount', m.columnAmount],
  ['credit', m.columnCredit],
  ['debit', m.columnDebit],
  ['counterparty', m.columnCounterparty],
  ['remittance', m.columnRemittance],
  ['bankReference', m.columnBankReference],
  ['direction', sm.columnDirection],
] as const;

const PRESET_NAMES: Record<NonNullable<TCsvPreview['preset']>, MessageDescriptor> = {
  'ing-nl': sm.presetIng,
  'fr-debit-credit': sm.presetFrench,
  'pt-debito-credito': sm.presetPortuguese,
  'sparkasse-camt': sm.presetSparkasse,
};

const DIRECTION_HELP_ID = 'csv-direction-help';

const EMPTY: TCsvMapping = {
  delimiter: ',',
  decimal: '.',
  dateFormat: 'yyyy-mm-dd',
  date: '',
  amount: null,
  credit: null,
  debit: null,
  counterparty: null,
  remittance: null,
  bankReference: null,
  direction: null,
};

/** Which CSV column holds what: proposed from the congress's last statement, or from the header. */
export function CsvMappingForm({ preview, isBusy, onImport }: Props) {
  const intl = useIntl();
  const t = useText();
  const [mapping, setMapping] = useState<TCsvMapping>(preview.mapping ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<TCsvMapping>) => {
    setMapping((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const onSubmit = () => {
    const parsed = ZCsvMapping.safeParse(mapping);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? t(issue) : intl.formatMessage(m.chooseColumns));
    } else onImport(parsed.data);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8" role="status">
        {preview.preset
          ? intl.formatMessage(sm.recognised, { bank: intl.formatMessage(PRESET_NAMES[preview.preset]) })
          : intl.formatMessage(preview.isRemembered ? m.remembered : m.chooseHelp)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {COLUMN_FIELDS.map(([field, label]) => (
          <Select
            key={field}
            label={intl.formatMessage(
              // With a debit/credit column the amount carries no sign of its own.
              field === 'amount' && mapping.direction ? sm.columnAmountUnsigned : label,
            )}
            data={preview.columns}
            value={mapping[field] || null}
            onChange={(value) => set({ [field]: field === 'date' ? (value ?? '') : value })}
            clearable={field !== 'date'}
            required={field === 'date'}
            allowDeselect={field !== 'date'}
            aria-describedby={field === 'direction' ? DIRECTION_HELP_ID : undefined}
          />
        ))}
        <Select
          label={intl.formatMessage(m.separator)}
          data={[
            { value: ',', label: intl.formatMessage(m.comma) },
            { value: ';', label: intl.formatMessage(m.semicolon) },
            { value: '\t', label: intl.formatMessage(m.tab) },
          ]}
          value={mapping.delimiter}
          onChange={(value) => value && set({ delimiter: value as TCsvMapping['delimiter'] })}
          allowDeselect={false}
        />
        <Select
          label={intl.formatMessage(m.decimalMark)}
          data={[
            { value: '.', label: intl.formatMessage(m.point) },
            { value: ',', label: intl.formatMessage(m.decimalComma) },
          ]}
          value={mapping.decimal}
          onChange={(value) => value && set({ decimal: value as TCsvMapping['decimal'] })}
          allowDeselect={false}
        />
        <Select
          label={intl.formatMessage(m.dateFormat)}
          data={[...CSV_DATE_FORMATS]}
          value={mapping.dateFormat}
          onChange={(value) => value && set({ dateFormat: value as TCsvMapping['dateFormat'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
      {/* Below the grid, not under its field, so the fields stay in line. */}
      <Text id={DIRECTION_HELP_ID} size="xs" c="gray.7">
        {intl.formatMessage(sm.directionHelp)}
      </Text>
      <Table.ScrollContainer
        minWidth={480}
        type="native"
        tabIndex={0}
        aria-label={intl.formatMessage(m.firstRows)}
      >
        <Table striped withTableBorder fz="sm" aria-label={intl.formatMessage(m.firstRows)}>
          <Table.Thead>
            <Table.Tr>
              {preview.columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no identity but their place
              <Table.Tr key={r}>
                {preview.columns.map((column, c) => (
                  <Table.Td key={column}>{row[c] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button onClick={onSubmit} loading={isBusy}>
          {intl.formatMessage(m.importStatement)}
        </Button>
      </Group>
    </Stack>
  );
}
