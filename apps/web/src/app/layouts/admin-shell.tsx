import { hasRoleIn } from '@congress/domain/enums';
import { Button, Group, Stack } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

/** dashboardAdmin: the title button Dashboard and the admin menu (hidden for visualisation). */
export function AdminShell() {
  const congressSlug = useCongressSlug();
  const roles = useCurrentUser().data?.roles ?? [];
  const isAdmin = hasRoleIn(roles, 'admin');
  const isSuperAdmin = hasRoleIn(roles, 'superAdmin');

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="md">
        <Button
          component={Link}
          to={paths.participationList.getHref(congressSlug)}
          variant="subtle"
          size="lg"
          px="xs"
          leftSection={<IconLayoutDashboard size={22} aria-hidden />}
        >
          Dashboard
        </Button>
        {isAdmin && (
          <Group component="nav" aria-label="Admin menu" gap="xs">
            <Button
              component={Link}
              to={paths.manageRegistration.getHref(congressSlug)}
              variant="outline"
              size="sm"
            >
              Add Registration
            </Button>
            <Button component={Link} to={paths.activities.getHref(congressSlug)} variant="outline" size="sm">
              Manage Activities
            </Button>
            {isSuperAdmin && (
              <Button
                component={Link}
                to={paths.manageUsers.getHref(congressSlug)}
                variant="outline"
                size="sm"
              >
                Manage Users
              </Button>
            )}
            <Button component={Link} to={paths.manageRates.getHref(congressSlug)} variant="outline" size="sm">
              Manage Rates
            </Button>
          </Group>
        )}
      </Group>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
