import type { TMemberListItem } from '@congress/domain/contracts/members';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconMailForward } from '@tabler/icons-react';

/** The row actions of the member book, in a menu so the table stays usable at 390 px. */
export function MemberRowActions(props: {
  member: TMemberListItem;
  onEdit: (member: TMemberListItem) => void;
  onResend: (member: TMemberListItem) => void;
}) {
  const { member } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          aria-label={`Actions for ${member.firstname} ${member.name}`}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => props.onEdit(member)}>
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={() => props.onResend(member)}
        >
          Resend invitation
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
