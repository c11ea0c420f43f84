import {
  LIST_TAB_LABELS,
  LIST_TABS,
  type ListTab,
  type TParticipationFilter,
  type TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import type { ParticipationListQuery } from './list/api/keys.ts';
import { useParticipationList } from './list/api/get-participation-list.ts';
import { ListFilters } from './list/components/list-filters.tsx';
import { ListTable } from './list/components/list-table.tsx';
import { RowActions } from './list/components/row-actions.tsx';
import { useListQuery } from './list/use-list-query.ts';

export type SendEmailsRecipients =
  | { kind: 'filter'; filter: TParticipationFilter; count: number }
  | { kind: 'participations'; ids: number[]; count: number };

export type SendEmailsSlotProps = { opened: boolean; onClose: () => void; recipients: SendEmailsRecipients };

export type ParticipationListScreenProps = {
  congressSlug: string;
  /** Admins and super admins: row Actions, Send Emails and Exports; visualisation only reads. */
  canManage: boolean;
  renderExports?: ((filter: TParticipationFilter) => ReactNode) | undefined;
  renderSendEmails?: ((props: SendEmailsSlotProps) => ReactNode) | undefined;
  /** Under the title: the links to the screens visualisation reads, as it has no menu (spec 2.2). */
  renderReports?: (() => ReactNode) | undefined;
};

const filterOf = ({ page: _page, sort: _sort, ...filter }: ParticipationListQuery): TParticipationFilter =>
  filter;

/** participationList (spec 2.2): status tabs, filters, 25 rows a page, filtered and paged on the server. */
export function ParticipationListScreen(props: ParticipationListScreenProps) {
  const { congressSlug, canManage } = props;
  const { query, update: updateQuery } = useListQuery();
  const filter = filterOf(query);
  const list = useParticipationList(congressSlug, query);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [recipients, setRecipients] = useState<SendEmailsRecipients | null>(null);

  const update = (change: Partial<ParticipationListQuery>) => {
    if (updateQuery(change).isFilterChange) setSelected(new Set());
  };

  const onToggle = (ids: number[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const openSendEmails = () =>
    setRecipients(
      selected.size > 0
        ? { kind: 'participations', ids: [...selected], count: selected.size }
        : { kind: 'filter', filter, count: list.data?.total ?? 0 },
    );
  const onSendEmailToRow = (row: TParticipationListRow) =>
    setRecipients({ kind: 'participations', ids: [row.participationId], count: 1 });

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - (data.items.length > 0 ? 1 : 0) : 0;

  return (
    <ScreenSection title="Participation list">
      <Stack gap="md">
        {props.renderReports?.()}
        {canManage && (
          <Group gap="sm" justify="flex-end">
            {props.renderSendEmails && (
              <Button
                leftSection={<IconMail size={16} aria-hidden />}
                onClick={openSendEmails}
                disabled={!data}
              >
                {selected.size > 0 ? `Send Emails (${selected.size} selected)` : 'Send Emails'}
              </Button>
            )}
            {props.renderExports?.(filter)}
          </Group>
        )}
        <Tabs value={query.status} onChange={(value) => update({ status: (value ?? 'all') as ListTab })}>
          <Tabs.List>
            {LIST_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {LIST_TAB_LABELS[tab]}
                {data && (
                  <>
                    {' '}
                    <Text span fz="xs" c="gray.8">
                      ({data.tabCounts[tab]})
                    </Text>
                  </>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ListFilters congressSlug={congressSlug} filter={filter} onChange={update} />
        {selected.size > 0 && (
          <Group gap="sm">
            <Text fz="sm">{selected.size} selected</Text>
            <Button variant="default" size="compact-sm" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </Group>
        )}
        {list.isPending ? (
          <PageLoader label="Loading participations" />
        ) : list.isError && !data ? (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={MESSAGES.genericError}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">The participation list could not be loaded. {list.error.message}</Text>
              <Button size="compact-sm" variant="default" onClick={() => list.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Alert color="gray" title="No participations">
            No participation matches these filters.
          </Alert>
        ) : data ? (
          <Stack gap="sm">
            {list.isError && (
              <Alert color="red" role="alert" title={MESSAGES.genericError}>
                {list.error.message}
              </Alert>
            )}
            <Text fz="sm" c="gray.8" aria-live="polite">
              {`Showing ${first}–${last} of ${data.total}`}
            </Text>
            <ListTable
              rows={data.items}
              currency={data.currency}
              selected={selected}
              isBusy={list.isFetching}
              onToggle={onToggle}
              sort={query.sort}
              onSort={(sort) => update({ sort, page: 1 })}
              renderActions={
                canManage
                  ? (row) => (
                      <RowActions congressSlug={congressSlug} row={row} onSendEmail={onSendEmailToRow} />
                    )
                  : undefined
              }
            />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={data.page}
                onChange={(page) => update({ page })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              />
            )}
          </Stack>
        ) : null}
      </Stack>
      {canManage &&
        recipients &&
        props.renderSendEmails?.({ opened: true, onClose: () => setRecipients(null), recipients })}
    </ScreenSection>
  );
}
