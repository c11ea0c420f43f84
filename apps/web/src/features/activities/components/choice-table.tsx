import { groupByStartDate, timeRange } from '@congress/domain/activities';
import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { formatDate } from '@congress/domain/dates';
import { ActionIcon, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

type ChoiceTableProps = {
  activities: TActivityWithPlaces[];
  selectedIds: number[];
  /** The activities whose choice may change (open ones for participants, all for admins). */
  isChangeable: (activity: TActivityWithPlaces) => boolean;
  onChoose: (activityId: number, choose: boolean) => void;
  timeZone: string;
  /** Per person, so two tables on one page keep unique labels. */
  personLabel: string;
  /** Under an activity full for this person: its waiting list. */
  waitingSlot?: (activity: TActivityWithPlaces) => ReactNode;
};

/** Per-date tables with a tick (Yes) and a cross (No) per activity (spec 2.2 User Activities). */
export function ChoiceTable({
  activities,
  selectedIds,
  isChangeable,
  onChoose,
  timeZone,
  personLabel,
  waitingSlot,
}: ChoiceTableProps) {
  const intl = useIntl();
  const groups = groupByStartDate(activities);
  if (groups.length === 0)
    return (
      <Text c="gray.8">
        {intl.formatMessage(
          { id: 'activities.participant.noneOpen', defaultMessage: 'No activities are open for {name} yet.' },
          { name: personLabel },
        )}
      </Text>
    );
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.date} gap="xs">
          <Title order={3} size="h4">
            {formatDate(group.date, timeZone)}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table
              striped
              withTableBorder
              aria-label={intl.formatMessage(
                {
                  id: 'activities.participant.tableLabel',
                  defaultMessage: 'Activities of {date} for {name}',
                },
                { date: formatDate(group.date, timeZone), name: personLabel },
              )}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    {intl.formatMessage({
                      id: 'activities.participant.activity',
                      defaultMessage: 'Activity',
                    })}
                  </Table.Th>
                  <Table.Th w={64} ta="center">
                    {intl.formatMessage({ id: 'activities.participant.yes', defaultMessage: 'Yes' })}
                  </Table.Th>
                  <Table.Th w={64} ta="center">
                    {intl.formatMessage({ id: 'activities.participant.no', defaultMessage: 'No' })}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.activities.map((activity) => {
                  const isSelected = selectedIds.includes(activity.id);
                  const isLocked = !isChangeable(activity);
                  const isFullForMe = activity.isFull && !isSelected;
                  return (
                    <Table.Tr key={activity.id} data-testid={`activity-row-${activity.id}`}>
                      <Table.Td>
                        <Stack gap={2}>
                          <Group gap="xs">
                            <Text fw={600}>{activity.label}</Text>
                            {isSelected && (
                              <Badge color="teal.9">
                                {intl.formatMessage({
                                  id: 'activities.participant.chosen',
                                  defaultMessage: 'Chosen',
                                })}
                              </Badge>
                            )}
                            {isFullForMe && (
                              <Badge color="red.9">
                                {intl.formatMessage({
                                  id: 'activities.participant.full',
                                  defaultMessage: 'Full',
                                })}
                              </Badge>
                            )}
                            {!activity.isOpen && (
                              <Badge color="gray.8">
                                {intl.formatMessage({
                                  id: 'activities.participant.closed',
                                  defaultMessage: 'Closed',
                                })}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" c="gray.8">
                            {timeRange(activity)}
                            {activity.quota !== null &&
                              ` · ${intl.formatMessage(
                                {
                                  id: 'activities.participant.places',
                                  defaultMessage: '{chosen} / {quota} places',
                                },
                                { chosen: activity.chosen, quota: activity.quota },
                              )}`}
                          </Text>
                          {activity.description && (
                            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                              {activity.description}
                            </Text>
                          )}
                          {isFullForMe && activity.isOpen && waitingSlot?.(activity)}
                        </Stack>
                      </Table.Td>
                      <Table.Td ta="center">
                        <ActionIcon
                          variant={isSelected ? 'filled' : 'outline'}
                          color="teal.9"
                          size="lg"
                          aria-label={intl.formatMessage(
                            { id: 'activities.participant.yesFor', defaultMessage: 'Yes: {activity}' },
                            { activity: activity.label },
                          )}
                          aria-pressed={isSelected}
                          disabled={isLocked || isFullForMe}
                          onClick={() => onChoose(activity.id, true)}
                        >
                          <IconCheck aria-hidden size={20} />
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td ta="center">
                        <ActionIcon
                          variant={isSelected ? 'outline' : 'filled'}
                          color="red.9"
                          size="lg"
                          aria-label={intl.formatMessage(
                            { id: 'activities.participant.noFor', defaultMessage: 'No: {activity}' },
                            { activity: activity.label },
                          )}
                          aria-pressed={!isSelected}
                          disabled={isLocked}
                          onClick={() => onChoose(activity.id, false)}
                        >
                          <IconX aria-hidden size={20} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
