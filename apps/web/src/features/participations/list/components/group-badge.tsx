import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';

/** A place of a group booking (decisions 49): the group's reference, under the person's name. */
export function GroupBadge({ group }: { group: TParticipationListRow['group'] }) {
  const intl = useIntl();
  if (!group) return null;
  return (
    <Badge display="block" w="fit-content" mt={4} size="sm" variant="light" color="indigo.8" tt="none">
      {intl.formatMessage(
        { id: 'participations.group.badge', defaultMessage: 'Group {reference}' },
        { reference: group.reference },
      )}
    </Badge>
  );
}
