import { groupByStartDate } from '@congress/domain/activities';
import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { formatDate } from '@congress/domain/dates';
import { ActionIcon, Button, Group, Switch, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { m, timeRangeText } from '../admin-messages.ts';

type AdminActivityTableProps = {
  activities: TActivityWithPlaces[];
  timeZone: string;
  canWrite: boolean;
  onEdit: (activity: TActivityWithPlaces) => void;
  onDelete: (activity: TActivityWithPlaces) => void;
  onToggle: (activity: TActivityWithPlaces, isOpen: boolean) => void;
  /** Opens the activity's waiting list. */
  onWaitingList?: (activity: TActivityWithPlaces) => void;
};

/** Admin Activities list (spec 2.2): grouped by start date with a header row, all rows, no paging. */
export function AdminActivityTable({
  activities,
  timeZone,
  canWrite,
  onEdit,
  onDelete,
  onToggle,
  onWaitingList,
}: AdminActivityTableProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table withTableBorder aria-label={intl.formatMessage(m.table)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.label)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.description)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.date)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.edit)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groupByStartDate(activities).map((group) => [
            <Table.Tr key={group.date} bg="gray.1">
              <Table.Th colSpan={4} scope="colgroup">
                {formatDate(group.date, timeZone)}
              </Table.Th>
            </Table.Tr>,
            ...group.activities.map((activity) => (
              <Table.Tr key={activity.id} data-testid={`admin-activity-${activity.id}`}>
                <Table.Td miw={180}>
                  <Text fw={600}>{activity.label}</Text>
                  <Text size="sm" c="gray.8">
                    {activity.quota === null
                      ? intl.formatMessage(m.chosenCount, { chosen: activity.chosen })
                      : intl.formatMessage(m.placesCount, { chosen: activity.chosen, quota: activity.quota })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {activity.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {timeRangeText(intl, activity)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Switch
                      checked={activity.isOpen}
                      disabled={!canWrite}
                      label={intl.formatMessage(m.open)}
                      aria-label={intl.formatMessage(m.openActivity, { label: activity.label })}
                      onChange={(event) => onToggle(activity, event.currentTarget.checked)}
                    />
                    {canWrite && (
                      <>
                        <ActionIcon
                          variant="subtle"
                          color="indigo.9"
                          aria-label={intl.formatMessage(m.editActivity, { label: activity.label })}
                          onClick={() => onEdit(activity)}
                        >
                          <IconPencil aria-hidden size={18} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={intl.formatMessage(m.deleteActivity, { label: activity.label })}
                          onClick={() => onDelete(activity)}
                        >
                          <IconTrash aria-hidden size={18} />
                        </ActionIcon>
                        {onWaitingList && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={intl.formatMessage(m.waitingListOf, { label: activity.label })}
                            onClick={() => onWaitingList(activity)}
                          >
                            {intl.formatMessage(m.waitingList)}
                          </Button>
                        )}
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
