import { useCongress } from '../../api/congress.ts';
import { FreeRegistrationNote } from '../../features/dashboard/components/free-registration-note.tsx';
import { UserSummaryScreen } from '../../features/dashboard/user-summary-screen.tsx';
import { PaymentHistory } from '../../features/payments/components/payment-history.tsx';
import { useMyParticipation } from '../../features/registration/api/get-my-participation.ts';
import { ParticipationSummary } from '../../features/registration/components/participation-summary.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

/** dashboardUserSummary: the registration feature's summary and the payments feature's history. */
export function UserSummaryRoute() {
  const congressSlug = useCongressSlug();
  const { data: congress } = useCongress(congressSlug);
  const query = useMyParticipation(congressSlug);
  const state = query.isPending ? 'loading' : query.isError ? 'error' : query.data ? 'ready' : 'none';
  return (
    <UserSummaryScreen
      congressSlug={congressSlug}
      state={state}
      error={query.error?.message ?? null}
      participationId={query.data?.id ?? null}
      documentsNote={query.data && <FreeRegistrationNote participation={query.data} />}
    >
      {query.data && (
        <>
          <ParticipationSummary participation={query.data} />
          <PaymentHistory participation={query.data} timeZone={congress?.timeZone ?? 'Europe/Lisbon'} />
        </>
      )}
    </UserSummaryScreen>
  );
}
