import { type TCsvMapping, type TCsvPreview, ZCsvMapping } from '@congress/domain/contracts/reconciliation';
import { CSV_DATE_FORMATS } from '@congress/domain/reconciliation/csv-values';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';

type Props = { preview: TCsvPreview; isBusy: boolean; onImport: (mapping: TCsvMapping) => void };

const COLUMN_FIELDS = [
  ['date', 'Date column'],
  ['amount', 'Signed amount column'],
  ['credit', 'Credit column'],
  ['debit', 'Debit column'],
  ['counterparty', 'Payer name column'],
  ['remittance', 'Remittance text column'],
  ['bankReference', 'Bank reference column'],
] as const;

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
};

/** Which CSV column holds what: proposed from the congress's last statement, or from the header. */
export function CsvMappingForm({ preview, isBusy, onImport }: Props) {
  const [mapping, setMapping] = useState<TCsvMapping>(preview.mapping ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<TCsvMapping>) => {
    setMapping((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const onSubmit = () => {
    const parsed = ZCsvMapping.safeParse(mapping);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Choose the columns.');
    else onImport(parsed.data);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8" role="status">
        {preview.isRemembered
          ? 'The columns of your last CSV statement are proposed: check them before importing.'
          : 'Choose which column holds what. The choice is remembered for the next statement.'}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {COLUMN_FIELDS.map(([field, label]) => (
          <Select
            key={field}
            label={label}
            data={preview.columns}
            value={mapping[field] || null}
            onChange={(value) => set({ [field]: field === 'date' ? (value ?? '') : value })}
            clearable={field !== 'date'}
            required={field === 'date'}
            allowDeselect={field !== 'date'}
          />
        ))}
        <Select
          label="Separator"
          data={[
            { value: ',', label: 'Comma ,' },
            { value: ';', label: 'Semicolon ;' },
            { value: '\t', label: 'Tab' },
          ]}
          value={mapping.delimiter}
          onChange={(value) => value && set({ delimiter: value as TCsvMapping['delimiter'] })}
          allowDeselect={false}
        />
        <Select
          label="Decimal mark"
          data={[
            { value: '.', label: 'Point 1234.56' },
            { value: ',', label: 'Comma 1234,56' },
          ]}
          value={mapping.decimal}
          onChange={(value) => value && set({ decimal: value as TCsvMapping['decimal'] })}
          allowDeselect={false}
        />
        <Select
          label="Date format"
          data={[...CSV_DATE_FORMATS]}
          value={mapping.dateFormat}
          onChange={(value) => value && set({ dateFormat: value as TCsvMapping['dateFormat'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder fz="sm" aria-label="First rows of the file">
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
          Import the statement
        </Button>
      </Group>
    </Stack>
  );
}
