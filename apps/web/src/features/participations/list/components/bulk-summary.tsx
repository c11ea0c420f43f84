import { BULK_MESSAGES, type TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import { Alert, Table, Text } from '@mantine/core';
import { useText } from '../../../../app/i18n/use-text.ts';

/** What a bulk action did: the counts, then each participation that failed and why. */
export function BulkSummary({ summary }: { summary: TBulkSummary }) {
  const t = useText();
  const failed = summary.failures.length;
  return (
    <>
      <Alert
        color={failed === 0 ? 'green' : summary.done > 0 ? 'orange' : 'red'}
        title={failed === 0 ? 'Done' : 'Done, with failures'}
        role="status"
        // The title in the text colour: the palette's light shades fail contrast on a light alert.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {t(BULK_MESSAGES.summary, { done: summary.done, unchanged: summary.unchanged, failed })}
      </Alert>
      {failed > 0 && (
        <Table.ScrollContainer
          minWidth={360}
          mah={280}
          type="native"
          tabIndex={0}
          aria-label="Failed, scrollable"
        >
          <Table fz="sm" striped withTableBorder aria-label="Failed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Participation</Table.Th>
                <Table.Th>Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.failures.map((failure) => (
                <Table.Tr key={failure.participationId}>
                  <Table.Td>
                    <Text span fz="sm" fw={600}>
                      {failure.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{failure.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
