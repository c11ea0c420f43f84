import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * A place of a group booking (decisions 49): the group's reference, under the person's name; given
 * `onFilter`, a button that narrows the list to the group's places. Outlined on white: it keeps its
 * contrast on every row colour.
 */
export function GroupBadge({
  group,
  onFilter,
}: {
  group: TParticipationListRow['group'];
  onFilter?: ((reference: string) => void) | undefined;
}) {
  const intl = useIntl();
  if (!group) return null;
  const label = intl.formatMessage(
    { id: 'participations.group.badge', defaultMessage: 'Group {reference}' },
    { reference: group.reference },
  );
  const style = { display: 'block', width: 'fit-content', marginTop: 4 } as const;
  if (!onFilter)
    return (
      <Badge style={style} size="sm" variant="outline" color="indigo.9" bg="white" tt="none">
        {label}
      </Badge>
    );
  return (
    <Badge
      component="button"
      type="button"
      style={{ ...style, cursor: 'pointer' }}
      size="sm"
      variant="outline"
      color="indigo.9"
      bg="white"
      tt="none"
      aria-label={intl.formatMessage(
        { id: 'participations.group.filter', defaultMessage: 'Show the places of group {reference}' },
        { reference: group.reference },
      )}
      onClick={() => onFilter(group.reference)}
    >
      {label}
    </Badge>
  );
}
