import { Anchor, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import classes from './dashboard-tabs.module.css';

/**
 * The staff landing page's tabs: the overview first, then the participation list. Links,
 * not ARIA tabs: each is its own page with its own URL.
 */
export function DashboardTabs() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const { pathname } = useLocation();
  const tabs = [
    {
      label: intl.formatMessage({ id: 'app.dashboardTabs.overview', defaultMessage: 'Overview' }),
      to: paths.overview.getHref(slug),
    },
    {
      label: intl.formatMessage({
        id: 'app.dashboardTabs.participationList',
        defaultMessage: 'Participation list',
      }),
      to: paths.participationList.getHref(slug),
    },
  ];
  if (!tabs.some((tab) => tab.to === pathname)) return null;
  return (
    <Group
      component="nav"
      aria-label={intl.formatMessage({ id: 'app.admin.dashboard', defaultMessage: 'Dashboard' })}
      gap={0}
      className={classes.tabs}
    >
      {tabs.map((tab) => {
        const isCurrent = tab.to === pathname;
        return (
          <Anchor
            key={tab.to}
            component={Link}
            to={tab.to}
            aria-current={isCurrent ? 'page' : undefined}
            className={classes.tab}
            data-current={isCurrent || undefined}
            underline="never"
          >
            {tab.label}
          </Anchor>
        );
      })}
    </Group>
  );
}
