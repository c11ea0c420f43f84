import type { TLineCandidate, TStatementLine } from '@congress/domain/contracts/reconciliation';
import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePendingTransfers } from '../api/get-pending-transfers.ts';
import { useResolveStatementLine } from '../api/reconcile-lines.ts';
import { CandidateText, lineLabel } from './statement-line-card.tsx';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

type Props = { slug: string; line: TStatementLine };

/**
 * One line by hand: a matched or ambiguous line picks among its candidates (a match whose transfer
 * was settled elsewhere can be ignored), an unmatched one searches the pending transfers.
 */
export function ResolveLine({ slug, line }: Props) {
  const intl = useIntl();
  const [picked, setPicked] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = usePendingTransfers(slug, { search: debounced, overdue: false, page: 1 });
  const resolve = useResolveStatementLine();
  const fromSearch: TLineCandidate[] =
    debounced.trim().length >= 2
      ? (found.data?.items ?? []).map((transfer) => ({
          paymentId: transfer.paymentId,
          participationId: transfer.participationId,
          reference: transfer.reference,
          name: `${transfer.participant.firstName} ${transfer.participant.lastName}`,
          rateLabel: transfer.rateLabel,
          transferCents: transfer.amountCents,
          awaitedCents: transfer.amountCents,
          paymentStatus: 'pending',
        }))
      : [];
  const options = line.candidates.length > 0 ? line.candidates : fromSearch;
  const act = (body: { action: 'book'; paymentId: number } | { action: 'ignore' }) =>
    resolve.mutate({ lineId: line.id, body }, { onSuccess: (result) => notifySuccess(result.message) });
  const label = lineLabel(intl, line);

  return (
    <Stack gap="xs" mt="sm">
      {line.candidates.length === 0 && (
        <TextInput
          label={intl.formatMessage(m.findTransfer)}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
      )}
      {options.length > 0 && (
        <Radio.Group label={intl.formatMessage(m.bookTo)} value={picked} onChange={setPicked}>
          <Stack gap={6} mt={4}>
            {options.map((candidate) => (
              <Radio
                key={candidate.paymentId}
                value={String(candidate.paymentId)}
                label={<CandidateText candidate={candidate} currency={line.currency} />}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {resolve.isError && (
        <Alert color="red" role="alert">
          {errorMessage(resolve.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button
          size="sm"
          disabled={picked === null}
          loading={resolve.isPending}
          onClick={() => picked && act({ action: 'book', paymentId: Number(picked) })}
          aria-label={intl.formatMessage(m.bookLine, { label })}
        >
          {intl.formatMessage(m.book)}
        </Button>
        <Button
          size="sm"
          variant="default"
          disabled={resolve.isPending}
          onClick={() => act({ action: 'ignore' })}
          aria-label={intl.formatMessage(m.ignoreLine, { label })}
        >
          {intl.formatMessage(m.ignore)}
        </Button>
      </Group>
    </Stack>
  );
}
