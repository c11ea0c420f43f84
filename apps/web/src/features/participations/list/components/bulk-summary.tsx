import { BULK_MESSAGES, type TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import { Alert, Table, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../../../lib/i18n/use-text.ts';

/** What a bulk action did: the counts, then each participation that failed and why. */
export function BulkSummary({ summary }: { summary: TBulkSummary }) {
  const intl = useIntl();
  const t = useText();
  const failed = summary.failures.length;
  const failedLabel = intl.formatMessage({ id: 'participations.bulk.failed', defaultMessage: 'Failed' });
  return (
    <>
      <Alert
        color={failed === 0 ? 'green' : summary.done > 0 ? 'orange' : 'red'}
        title={
          failed === 0
            ? intl.formatMessage({ id: 'participations.bulk.done', defaultMessage: 'Done' })
            : intl.formatMessage({
                id: 'participations.bulk.doneWithFailures',
                defaultMessage: 'Done, with failures',
              })
        }
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
          aria-label={intl.formatMessage({
            id: 'participations.bulk.failedScrollable',
            defaultMessage: 'Failed, scrollable',
          })}
        >
          <Table fz="sm" striped withTableBorder aria-label={failedLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="participations.bulk.participation" defaultMessage="Participation" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="participations.bulk.why" defaultMessage="Why" />
                </Table.Th>
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
