import { hasRoleIn } from '@congress/domain/enums';
import { useParams } from 'react-router';
import { readStoredCongress } from '../../api/congress-store.ts';
import { DEFAULT_CONGRESS_SLUG } from '../../config/env.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { CongressLayout } from '../layouts/congress-layout.tsx';
import * as screen from './lazy-screens.ts';

/** A hotel's rooming list: every staff member reads it, admins send it (decisions 47). */
export function HotelRoomingListRoute() {
  const hotelId = Number(useParams().hotelId);
  const roles = useCurrentUser().data?.roles ?? [];
  return <screen.RoomingListScreen key={hotelId} hotelId={hotelId} canSend={hasRoleIn(roles, 'admin')} />;
}

/** /rooming/:token, the hotel's page without an account, in the layout of the congress last visited. */
export function HotelRoomingRoute() {
  const { token = '' } = useParams();
  return (
    <CongressLayout congressSlug={readStoredCongress()?.slug ?? DEFAULT_CONGRESS_SLUG}>
      <screen.HotelRoomingScreen token={token} />
    </CongressLayout>
  );
}
