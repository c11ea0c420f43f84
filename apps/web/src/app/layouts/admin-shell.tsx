import { hasRoleIn } from '@congress/domain/enums';
import { Box, Button, Group, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { CongressSwitcher } from '../../features/congress-settings/components/congress-switcher.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { ScreenErrorBoundary } from '../errors/screen-error-boundary.tsx';
import classes from './admin-shell.module.css';
import { DashboardTabs } from './dashboard-tabs.tsx';

/**
 * dashboardAdmin: the title button Dashboard and the admin menu (hidden for visualisation). The
 * spec's four buttons stay in view; the back-office screens of ours sit in the More menu.
 */
export function AdminShell() {
  const intl = useIntl();
  const congressSlug = useCongressSlug();
  const roles = useCurrentUser().data?.roles ?? [];
  const isAdmin = hasRoleIn(roles, 'admin');
  const isSuperAdmin = hasRoleIn(roles, 'superAdmin');

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.overview.getHref(congressSlug)}
            variant="subtle"
            size="lg"
            px="xs"
            leftSection={<IconLayoutDashboard size={22} aria-hidden />}
          >
            {intl.formatMessage({ id: 'app.admin.dashboard', defaultMessage: 'Dashboard' })}
          </Button>
          {isSuperAdmin && <CongressSwitcher />}
        </Group>
        {/* Visualisation has no menu (spec 2.2); its participation list links the screens it reads. */}
        {isAdmin && (
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'app.admin.menu', defaultMessage: 'Admin menu' })}
            className={classes.nav}
          >
            <Button
              component={Link}
              to={paths.manageRegistration.getHref(congressSlug)}
              variant="outline"
              size="sm"
            >
              {intl.formatMessage({ id: 'app.admin.addRegistration', defaultMessage: 'Add Registration' })}
            </Button>
            <Button component={Link} to={paths.activities.getHref(congressSlug)} variant="outline" size="sm">
              {intl.formatMessage({ id: 'app.admin.manageActivities', defaultMessage: 'Manage Activities' })}
            </Button>
            {isSuperAdmin && (
              <Button
                component={Link}
                to={paths.manageUsers.getHref(congressSlug)}
                variant="outline"
                size="sm"
              >
                {intl.formatMessage({ id: 'app.admin.manageUsers', defaultMessage: 'Manage Users' })}
              </Button>
            )}
            <Button component={Link} to={paths.manageRates.getHref(congressSlug)} variant="outline" size="sm">
              {intl.formatMessage({ id: 'app.admin.manageRates', defaultMessage: 'Manage Rates' })}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="outline" size="sm" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  {intl.formatMessage({ id: 'app.admin.more', defaultMessage: 'More' })}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={paths.paymentsDesk.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'app.admin.payments', defaultMessage: 'Payments' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.emailLog.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'app.admin.emailLog', defaultMessage: 'E-mail log' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.checkIn.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'app.admin.checkIn', defaultMessage: 'Check-in' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.emailTemplates.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'app.admin.emailTemplates', defaultMessage: 'E-mail templates' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.invitationLetters.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'letters.menu', defaultMessage: 'Invitation letters' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.hotels.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'app.admin.hotels', defaultMessage: 'Hotels' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.roomMates.getHref(congressSlug)}>
                  {intl.formatMessage({ id: 'app.admin.roomMates', defaultMessage: 'Room-mates' })}
                </Menu.Item>
                <Menu.Item component={Link} to={paths.activitiesStats.getHref(congressSlug)}>
                  {intl.formatMessage({
                    id: 'app.admin.activitiesStats',
                    defaultMessage: 'Activities statistics',
                  })}
                </Menu.Item>
                {isSuperAdmin && (
                  <>
                    <Menu.Divider />
                    <Menu.Item component={Link} to={paths.congressSettings.getHref(congressSlug)}>
                      {intl.formatMessage({
                        id: 'app.admin.congressSettings',
                        defaultMessage: 'Congress settings',
                      })}
                    </Menu.Item>
                    <Menu.Item component={Link} to={paths.members.getHref(congressSlug)}>
                      {intl.formatMessage({
                        id: 'app.admin.members',
                        defaultMessage: 'Sections and members',
                      })}
                    </Menu.Item>
                    <Menu.Item component={Link} to={paths.auditLog.getHref(congressSlug)}>
                      {intl.formatMessage({ id: 'app.admin.auditLog', defaultMessage: 'Audit log' })}
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          </Box>
        )}
      </Group>
      <DashboardTabs />
      {/* A failing back-office screen keeps the admin menu, so the organiser can go elsewhere. */}
      <ScreenErrorBoundary homeHref={paths.participationList.getHref(congressSlug)}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </Stack>
  );
}
