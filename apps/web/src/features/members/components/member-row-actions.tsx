import type { TMemberListItem } from '@congress/domain/contracts/members';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEdit, IconMailForward } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

/** The row actions of the member book, in a menu so the table stays usable at 390 px. */
export function MemberRowActions(props: {
  member: TMemberListItem;
  onEdit: (member: TMemberListItem) => void;
  onResend: (member: TMemberListItem) => void;
}) {
  const intl = useIntl();
  const { member } = props;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="dark"
          aria-label={intl.formatMessage(m.actionsFor, { name: `${member.firstname} ${member.name}` })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => props.onEdit(member)}>
          {intl.formatMessage(m.edit)}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMailForward size={16} aria-hidden />}
          onClick={() => props.onResend(member)}
        >
          {intl.formatMessage(m.resend)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
