import { lazy } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useCongress } from '../../api/congress.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

/** Group bookings (decisions 49) load on demand, as the other screens outside the public path. */
const GroupNewScreen = lazy(() =>
  import('../../features/groups/group-new-screen.tsx').then((m) => ({ default: m.GroupNewScreen })),
);
const GroupScreen = lazy(() =>
  import('../../features/groups/group-screen.tsx').then((m) => ({ default: m.GroupScreen })),
);

const idOf = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `/:congressSlug/group/new?rate=<id>`: without a rate, back to the congress's home. */
export function GroupNewRoute() {
  const congressSlug = useCongressSlug();
  const [search] = useSearchParams();
  const { data: congress } = useCongress(congressSlug);
  const rateId = idOf(search.get('rate'));
  if (rateId === null) return <Navigate replace to={paths.home.getHref(congressSlug)} />;
  return (
    <GroupNewScreen
      congressSlug={congressSlug}
      rateId={rateId}
      currency={congress?.options.currency ?? 'EUR'}
    />
  );
}

export function GroupRoute() {
  const congressSlug = useCongressSlug();
  const groupId = idOf(useParams().groupId);
  const { data: user } = useCurrentUser();
  if (groupId === null) return <Navigate replace to={paths.dashboardUserHome.getHref(congressSlug)} />;
  if (!user) return <PageLoader />;
  return <GroupScreen groupId={groupId} accountEmail={user.email} />;
}
