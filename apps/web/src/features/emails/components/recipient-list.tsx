import type { TEmailRecipientList } from '@congress/domain/contracts/emails';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Checkbox, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { m, SKIP_REASON_TEXT, skipReasonsText } from '../campaign-messages.ts';

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
  const intl = useIntl();
  const t = useText();
  const { kind, count, query } = props;
  const data = query.data;
  const total = data?.total ?? count;
  const more = data ? data.total - data.items.length : 0;
  return (
    <Stack gap={6}>
      <Text fw={600}>
        {`${intl.formatMessage(m.recipientsCount, { count: total })} `}
        <Text span fw={400} c="gray.8">
          {intl.formatMessage(kind === 'filter' ? m.matchingFilter : m.selectedParticipations)}
        </Text>
      </Text>
      {query.isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" c="gray.8" role="status">
            {intl.formatMessage(m.loadingRecipients)}
          </Text>
        </Group>
      ) : query.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t(MESSAGES.genericError)}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{intl.formatMessage(m.recipientsFailed, { reason: query.error.message })}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.tryAgain)}
            </Button>
          </Stack>
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Text fz="sm" c="gray.8">
          {intl.formatMessage(m.nobody)}
        </Text>
      ) : data ? (
        <>
          <ScrollArea.Autosize
            mah={200}
            type="auto"
            offsetScrollbars="present"
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': intl.formatMessage(m.recipientList) }}
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
                      {intl.formatMessage(SKIP_REASON_TEXT['no-email'])}
                    </Text>
                  )}
                  {item.missing.length > 0 && (item.skip === null || item.skip === 'incomplete') && (
                    <Text span fz="sm" c="red.9">
                      {` · ${intl.formatMessage(m.emptyPlaceholders, { tokens: tokens(item.missing) })}`}
                    </Text>
                  )}
                  {item.isCancelled && (
                    <Text span fz="sm" c="gray.8">
                      {` · ${intl.formatMessage(m.cancelled)}`}
                    </Text>
                  )}
                  {item.skip === 'nothing-due' && (
                    <Text span fz="sm" c="red.9">
                      {` · ${intl.formatMessage(m.nothingDueSkipped)}`}
                    </Text>
                  )}
                </Text>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {more > 0 && (
            <Text fz="sm" c="gray.8">
              {intl.formatMessage(m.andMore, { count: more })}
            </Text>
          )}
          <SkipSummary data={data} />
          {data.incomplete > 0 && (
            <Checkbox
              label={intl.formatMessage(m.includeIncomplete, { count: data.incomplete })}
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
  const intl = useIntl();
  const reasons = skipReasonsText(intl, data.skipped);
  return (
    <Text fz="sm" aria-live="polite">
      {intl.formatMessage(m.willReceive, { count: data.toSend })}
      {reasons ? intl.formatMessage(m.skippedReasons, { reasons }) : '.'}
    </Text>
  );
}
