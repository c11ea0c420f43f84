import type { TActivityPeoplePage } from '@congress/domain/contracts/activities';
import { Pagination, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PeopleTable } from './people-table.tsx';
import { m } from '../admin-messages.ts';

/** A page of the statistics' people with its pagination (decisions 40: lists of people are paged). */
export function PeoplePager(props: {
  data: TActivityPeoplePage;
  label: string;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const { data } = props;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  return (
    <Stack gap="xs">
      {pages > 1 && (
        <Text fz="sm" c="gray.8" aria-live="polite">
          {intl.formatMessage(m.showing, {
            first: intl.formatNumber(first),
            last: intl.formatNumber(first + data.items.length - 1),
            total: intl.formatNumber(data.total),
          })}
        </Text>
      )}
      <PeopleTable people={data.items} label={props.label} />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={data.page}
          onChange={props.onPage}
          getControlProps={(control) => ({ 'aria-label': intl.formatMessage(m.controlPage, { control }) })}
          getItemProps={(page) => ({ 'aria-label': intl.formatMessage(m.pageNumber, { page }) })}
        />
      )}
    </Stack>
  );
}
