import { isStaff } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useSignOut } from '../../features/auth/api/sign-out.ts';
import { displayName } from '../../features/auth/display-name.ts';
import { useText } from '../../lib/i18n/use-text.ts';

/** The signed-in user (staff: their e-mail; others: "Hello {first name}") and Logout. */
export function UserMenu({ congressSlug }: { congressSlug: string }) {
  const t = useText();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  if (!user) return null;

  // The promise, not mutate's callbacks: once the session is gone, a protected screen's guard may
  // unmount this menu before the answer comes, and mutate's callbacks would then never run.
  const onLogout = () => {
    void signOut
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate(paths.homeLogin.getHref(congressSlug)));
  };

  return (
    <Group gap="sm" wrap="nowrap">
      <Text fw={600} size="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
        {isStaff(user.roles) ? user.email : t(MESSAGES.helloName, { name: displayName(user) })}
      </Text>
      <Button
        style={{ flexShrink: 0 }}
        variant="outline"
        size="sm"
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={signOut.isPending}
        onClick={onLogout}
      >
        <FormattedMessage id="app.userMenu.logout" defaultMessage="Logout" />
      </Button>
    </Group>
  );
}
