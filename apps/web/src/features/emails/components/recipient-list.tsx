import { SKIP_REASON_LABELS, type TEmailRecipientList } from '@congress/domain/contracts/emails';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Checkbox, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';

type RecipientListProps = {
  kind: 'filter' | 'participations';
  /** What the list screen counted, shown until the server answers. */
  count: number;
  query: UseQueryResult<TEmailRecipientList>;
  /** Decisions 36: recipients who would read an empty placeholder are skipped unless staff say otherwise. */
  includeIncomplete: boolean;
  onIncludeIncompleteChange: (include: boolean) => void;
};

const tokens = (keys: readonly string[]) => keys.map((key) => `{{${key}}}`).join(', ');

/** Spec 2.2 "a list of recipients with a count": name and e-mail of each, the first 200, scrollable. */
export function RecipientList(props: RecipientListProps) {
  const { kind, count, query } = props;
  const data = query.data;
  const total = data?.total ?? count;
  const more = data ? data.total - data.items.length : 0;
  return (
    <Stack gap={6}>
      <Text fw={600}>
        {`Recipients: ${total} `}
        <Text span fw={400} c="gray.8">
          {kind === 'filter' ? '(participations matching the current filter)' : '(selected participations)'}
        </Text>
      </Text>
      {query.isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" c="gray.8" role="status">
            Loading recipients…
          </Text>
        </Group>
      ) : query.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={MESSAGES.genericError} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">The recipients could not be loaded. {query.error.message}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Text fz="sm" c="gray.8">
          No participation to write to.
        </Text>
      ) : data ? (
        <>
          <ScrollArea.Autosize
            mah={200}
            type="auto"
            offsetScrollbars="present"
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Recipient list' }}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <Stack component="ul" gap={2} m={0} px="sm" py={6} style={{ listStyle: 'none' }}>
              {data.items.map((item) => (
                <Text component="li" key={item.participationId} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={500} fz="sm">{`${item.firstName} ${item.lastName}`}</Text>
                  {' · '}
                  {item.email ? (
                    <Text span fz="sm" c="gray.8">
                      {item.email}
                    </Text>
                  ) : (
                    <Text span fz="sm" c="red.9">
                      no e-mail address
                    </Text>
                  )}
                  {item.missing.length > 0 && (item.skip === null || item.skip === 'incomplete') && (
                    <Text span fz="sm" c="red.9">
                      {` · empty ${tokens(item.missing)}`}
                    </Text>
                  )}
                  {item.isCancelled && (
                    <Text span fz="sm" c="gray.8">
                      {' · cancelled'}
                    </Text>
                  )}
                  {item.skip === 'nothing-due' && (
                    <Text span fz="sm" c="red.9">
                      {` · ${SKIP_REASON_LABELS['nothing-due']}, skipped`}
                    </Text>
                  )}
                </Text>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {more > 0 && (
            <Text fz="sm" c="gray.8">
              {`and ${more} more`}
            </Text>
          )}
          <SkipSummary data={data} />
          {data.incomplete > 0 && (
            <Checkbox
              label={`Also send to the ${data.incomplete} recipient(s) who would read an empty placeholder (skipped otherwise)`}
              checked={props.includeIncomplete}
              onChange={(event) => props.onIncludeIncompleteChange(event.currentTarget.checked)}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}

/** Decisions 36: how many receive it as written, and who is left out and why. */
function SkipSummary({ data }: { data: TEmailRecipientList }) {
  const reasons = (Object.keys(SKIP_REASON_LABELS) as (keyof typeof SKIP_REASON_LABELS)[])
    .filter((reason) => data.skipped[reason] > 0)
    .map((reason) => `${data.skipped[reason]} with ${SKIP_REASON_LABELS[reason]}`);
  return (
    <Text fz="sm" aria-live="polite">
      {`${data.toSend} will receive it`}
      {reasons.length > 0 ? `; skipped: ${reasons.join(', ')}.` : '.'}
    </Text>
  );
}
