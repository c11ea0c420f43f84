import {
  LIST_TABS,
  type ListTab,
  type TParticipationFilter,
  type TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import { Alert, Button, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import type { ParticipationListQuery } from './list/api/keys.ts';
import { useParticipationList } from './list/api/get-participation-list.ts';
import { ListFilters } from './list/components/list-filters.tsx';
import { BulkActionsBar } from './list/components/bulk-actions-bar.tsx';
import { ColumnChooser } from './list/components/column-chooser.tsx';
import { ListTable } from './list/components/list-table.tsx';
import { RowActions } from './list/components/row-actions.tsx';
import { SelectionBanner } from './list/components/selection-banner.tsx';
import { useHiddenColumns } from './list/use-hidden-columns.ts';
import { useListQuery } from './list/use-list-query.ts';
import { listTabLabel } from './labels.ts';
import { selectionForApi, useListSelection } from './list/use-list-selection.ts';

export type SendEmailsRecipients =
  | { kind: 'filter'; filter: TParticipationFilter; count: number }
  | { kind: 'participations'; ids: number[]; count: number };

export type SendEmailsSlotProps = { opened: boolean; onClose: () => void; recipients: SendEmailsRecipients };

/** The participations an export covers: the filter's, or only those picked. */
export type ExportsSelection = { count: number; participationIds: number[] | null };

export type ParticipationListScreenProps = {
  congressSlug: string;
  /** Whose column choice this is (kept per user). */
  userKey: string;
  /** Admins and super admins: row Actions, Send Emails and Exports; visualisation only reads. */
  canManage: boolean;
  renderExports?: ((filter: TParticipationFilter, selection?: ExportsSelection) => ReactNode) | undefined;
  renderSendEmails?: ((props: SendEmailsSlotProps) => ReactNode) | undefined;
  /** Under the title: the links to the screens visualisation reads, as it has no menu (spec 2.2). */
  renderReports?: (() => ReactNode) | undefined;
};

const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/** Mantine's pagination controls, named as before: "next page", "previous page"… */
const PAGE_CONTROLS = defineMessages({
  first: { id: 'participations.list.firstPage', defaultMessage: 'first page' },
  previous: { id: 'participations.list.previousPage', defaultMessage: 'previous page' },
  next: { id: 'participations.list.nextPage', defaultMessage: 'next page' },
  last: { id: 'participations.list.lastPage', defaultMessage: 'last page' },
});

const filterOf = ({ page: _page, sort: _sort, ...filter }: ParticipationListQuery): TParticipationFilter =>
  filter;

/** participationList (spec 2.2): status tabs, filters, 25 rows a page, filtered and paged on the server. */
export function ParticipationListScreen(props: ParticipationListScreenProps) {
  const intl = useIntl();
  const t = useText();
  const { congressSlug, canManage } = props;
  const { query, update: updateQuery } = useListQuery();
  const filter = filterOf(query);
  const list = useParticipationList(congressSlug, query);
  const selected = useListSelection();
  const columns = useHiddenColumns(props.userKey);
  const [recipients, setRecipients] = useState<SendEmailsRecipients | null>(null);

  const update = (change: Partial<ParticipationListQuery>) => {
    // "All N matching" and picked rows belong to the filter they were chosen under.
    if (updateQuery(change).isFilterChange) selected.clear();
  };

  const openSendEmails = () => {
    const current = selected.selection;
    if (current.kind === 'all')
      setRecipients({ kind: 'filter', filter: current.filter, count: current.total });
    else if (current.ids.size > 0)
      setRecipients({ kind: 'participations', ids: [...current.ids], count: current.ids.size });
    else setRecipients({ kind: 'filter', filter, count: list.data?.total ?? 0 });
  };
  const onSendEmailToRow = (row: TParticipationListRow) =>
    setRecipients({ kind: 'participations', ids: [row.participationId], count: 1 });

  const data = list.data;
  const pageIds = data?.items.map((row) => row.participationId) ?? [];
  const isPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.isSelected(id));
  const exportsSelection: ExportsSelection | undefined =
    selected.count === 0
      ? undefined
      : {
          count: selected.count,
          participationIds: selected.selection.kind === 'picked' ? [...selected.selection.ids] : null,
        };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - (data.items.length > 0 ? 1 : 0) : 0;

  return (
    <ScreenSection
      title={intl.formatMessage({ id: 'participations.list.title', defaultMessage: 'Participation list' })}
    >
      <Stack gap="md">
        {props.renderReports?.()}
        <Group gap="sm" justify="flex-end">
          {canManage && props.renderSendEmails && (
            <Button
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={openSendEmails}
              disabled={!data}
              // A longer language's label ("Envoyer des e-mails (12 sélectionnées)") wraps at 390 px.
              h="auto"
              mih={36}
              py={6}
              styles={WRAPPING_LABEL}
            >
              {selected.count > 0 ? (
                <FormattedMessage
                  id="participations.list.sendEmailsSelected"
                  defaultMessage="Send Emails ({count, number} selected)"
                  values={{ count: selected.count }}
                />
              ) : (
                <FormattedMessage id="participations.list.sendEmails" defaultMessage="Send Emails" />
              )}
            </Button>
          )}
          {canManage && props.renderExports?.(filter)}
          <ColumnChooser hidden={columns.hidden} onChange={columns.setHidden} />
        </Group>
        <Tabs value={query.status} onChange={(value) => update({ status: (value ?? 'all') as ListTab })}>
          <Tabs.List>
            {LIST_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {listTabLabel(intl, tab)}
                {data && (
                  <>
                    {' '}
                    <Text span fz="xs" c="gray.8">
                      ({intl.formatNumber(data.tabCounts[tab])})
                    </Text>
                  </>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <ListFilters congressSlug={congressSlug} filter={filter} onChange={update} />
        {canManage && selected.count > 0 && (
          <Stack gap="xs">
            <SelectionBanner
              count={selected.count}
              isAll={selected.selection.kind === 'all'}
              canSelectAll={
                selected.selection.kind === 'picked' && isPageSelected && (data?.total ?? 0) > selected.count
              }
              total={data?.total ?? 0}
              onSelectAll={() => selected.selectAll(filter, data?.total ?? 0)}
              onClear={selected.clear}
            />
            <BulkActionsBar
              congressSlug={congressSlug}
              count={selected.count}
              selection={selectionForApi(selected.selection)}
              onSendEmail={openSendEmails}
              exports={props.renderExports?.(filter, exportsSelection)}
              onDone={selected.clear}
            />
          </Stack>
        )}
        {list.isPending ? (
          <PageLoader
            label={intl.formatMessage({
              id: 'participations.list.loading',
              defaultMessage: 'Loading participations',
            })}
          />
        ) : list.isError && !data ? (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t(MESSAGES.genericError)}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">
                <FormattedMessage
                  id="participations.list.loadFailed"
                  defaultMessage="The participation list could not be loaded. {reason}"
                  values={{ reason: list.error.message }}
                />
              </Text>
              <Button size="compact-sm" variant="default" onClick={() => list.refetch()}>
                <FormattedMessage id="participations.list.retry" defaultMessage="Try again" />
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Alert
            color="gray"
            title={intl.formatMessage({
              id: 'participations.list.emptyTitle',
              defaultMessage: 'No participations',
            })}
          >
            <FormattedMessage
              id="participations.list.empty"
              defaultMessage="No participation matches these filters."
            />
          </Alert>
        ) : data ? (
          <Stack gap="sm">
            {list.isError && (
              <Alert color="red" role="alert" title={t(MESSAGES.genericError)}>
                {list.error.message}
              </Alert>
            )}
            <Text fz="sm" c="gray.8" aria-live="polite">
              <FormattedMessage
                id="participations.list.showing"
                defaultMessage="Showing {first, number}–{last, number} of {total, number}"
                values={{ first, last, total: data.total }}
              />
            </Text>
            <ListTable
              rows={data.items}
              congress={data}
              isSelected={selected.isSelected}
              isBusy={list.isFetching}
              onToggle={canManage ? (ids, isChecked) => selected.toggle(ids, isChecked, pageIds) : undefined}
              hidden={columns.hidden}
              sort={query.sort}
              onSort={(sort) => update({ sort, page: 1 })}
              onFilterGroup={(group) => update({ group })}
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
                getControlProps={(control) => ({ 'aria-label': intl.formatMessage(PAGE_CONTROLS[control]) })}
                getItemProps={(page) => ({
                  'aria-label': intl.formatMessage(
                    { id: 'participations.list.page', defaultMessage: 'Page {page, number}' },
                    { page },
                  ),
                })}
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
