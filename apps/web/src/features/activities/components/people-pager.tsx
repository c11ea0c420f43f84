import type { TActivityPeoplePage } from '@congress/domain/contracts/activities';
import { Pagination, Stack, Text } from '@mantine/core';
import { PeopleTable } from './people-table.tsx';

/** A page of the statistics' people with its pagination (decision 40: lists of people are paged). */
export function PeoplePager(props: {
  data: TActivityPeoplePage;
  label: string;
  onPage: (page: number) => void;
}) {
  const { data } = props;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  return (
    <Stack gap="xs">
      {pages > 1 && (
        <Text fz="sm" c="gray.8" aria-live="polite">
          {`Showing ${first}–${first + data.items.length - 1} of ${data.total}`}
        </Text>
      )}
      <PeopleTable people={data.items} label={props.label} />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={data.page}
          onChange={props.onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Stack>
  );
}
