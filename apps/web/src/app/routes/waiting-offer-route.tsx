import { lazy } from 'react';
import { useCongress } from '../../api/congress.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

const WaitingOfferScreen = lazy(() =>
  import('../../features/rates/waiting-list/waiting-offer-screen.tsx').then((m) => ({
    default: m.WaitingOfferScreen,
  })),
);

/** The waiting-list offer's e-mail link, in the congress's time zone. */
export function WaitingOfferRoute() {
  const { data: congress } = useCongress(useCongressSlug());
  return <WaitingOfferScreen timeZone={congress?.timeZone ?? 'Europe/Lisbon'} />;
}
