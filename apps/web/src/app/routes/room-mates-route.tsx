import { hasRoleIn } from '@congress/domain/enums';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import * as screen from './lazy-screens.ts';

/** The room-mate queue: every staff member reads it, admins pair and release (decisions 46). */
export function RoomMatesRoute() {
  const roles = useCurrentUser().data?.roles ?? [];
  return <screen.RoomMatesScreen canManage={hasRoleIn(roles, 'admin')} />;
}
