import { hasRoleIn } from '@congress/domain/enums';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import * as screen from './lazy-screens.ts';

/** A hotel's pickup: every staff member reads it, admins also release unsold rooms (decisions 46). */
export function HotelPickupRoute() {
  const hotelId = Number(useParams().hotelId);
  const roles = useCurrentUser().data?.roles ?? [];
  return <screen.PickupScreen key={hotelId} hotelId={hotelId} canManage={hasRoleIn(roles, 'admin')} />;
}
