import { hasRoleIn } from '@congress/domain/enums';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { ActivitiesStatsScreen } from '../../features/activities/activities-stats-screen.tsx';

/** The activities statistics: every staff member reads them, admins also export and manage (decisions 2). */
export function ActivitiesStatsRoute() {
  const roles = useCurrentUser().data?.roles ?? [];
  return <ActivitiesStatsScreen canManage={hasRoleIn(roles, 'admin')} />;
}
