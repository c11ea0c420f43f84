import { hasRoleIn, isStaff } from '@congress/domain/enums';
import { Anchor, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCongress } from '../../api/congress.ts';
import { SendEmailsModal } from '../../features/emails/components/send-emails-modal.tsx';
import { ExportsMenu } from '../../features/exports/components/exports-menu.tsx';
import { ParticipationListScreen } from '../../features/participations/participation-list-screen.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

/** The participation list with the e-mail and export features it offers admins (spec 2.2). */
export function ParticipationListRoute() {
  const congressSlug = useCongressSlug();
  const user = useCurrentUser().data;
  const roles = user?.roles ?? [];
  const congressId = useCongress(congressSlug).data?.id;
  const canManage = hasRoleIn(roles, 'admin');
  const isVisualisation = isStaff(roles) && !canManage;

  return (
    <ParticipationListScreen
      congressSlug={congressSlug}
      userKey={user ? `${user.kind}-${user.id}` : 'anonymous'}
      canManage={canManage}
      renderExports={
        congressId === undefined
          ? undefined
          : (filter, selection) => (
              <ExportsMenu
                congressSlug={congressSlug}
                congressId={congressId}
                filter={filter}
                selection={selection}
              />
            )
      }
      renderSendEmails={
        congressId === undefined
          ? undefined
          : (slot) => <SendEmailsModal congressSlug={congressSlug} congressId={congressId} {...slot} />
      }
      renderReports={isVisualisation ? () => <ReportLinks congressSlug={congressSlug} /> : undefined}
    />
  );
}

/**
 * Visualisation has no menu (spec 2.2) but reads the activity statistics (decisions 2, 40): a plain
 * link instead. The payments desk and the e-mail log are an admin's.
 */
function ReportLinks({ congressSlug }: { congressSlug: string }) {
  const intl = useIntl();
  const links = [
    {
      label: intl.formatMessage({ id: 'app.admin.activitiesStats', defaultMessage: 'Activities statistics' }),
      to: paths.activitiesStats.getHref(congressSlug),
    },
    {
      label: intl.formatMessage({ id: 'app.admin.roomMates', defaultMessage: 'Room-mates' }),
      to: paths.roomMates.getHref(congressSlug),
    },
  ];
  return (
    <Group
      component="nav"
      aria-label={intl.formatMessage({ id: 'app.reports.label', defaultMessage: 'Reports' })}
      gap={6}
      fz="sm"
    >
      <Text span fz="sm" fw={600}>
        {intl.formatMessage({ id: 'app.reports.lead', defaultMessage: 'Reports:' })}
      </Text>
      {links.map((link, index) => (
        <Fragment key={link.to}>
          {index > 0 && (
            <Text span fz="sm" c="gray.8" aria-hidden>
              ·
            </Text>
          )}
          <Anchor component={Link} to={link.to} fz="sm" underline="always">
            {link.label}
          </Anchor>
        </Fragment>
      ))}
    </Group>
  );
}
