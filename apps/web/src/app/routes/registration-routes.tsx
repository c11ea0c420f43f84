import type { TRate } from '@congress/domain/contracts/rates';
import { hasRoleIn } from '@congress/domain/enums';
import { isHoldEnded } from '@congress/domain/hold-ended';
import type { RateViewer } from '@congress/domain/rate-notes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { authKeys } from '../../features/auth/api/keys.ts';
import { displayName } from '../../features/auth/display-name.ts';
import { useCongress } from '../../api/congress.ts';
import { useMemberUser } from '../../features/registration/api/get-member-user.ts';
import {
  myParticipationQueryOptions,
  useMyParticipation,
} from '../../features/registration/api/get-my-participation.ts';
import { useSelectedRate } from '../../features/registration/registration-store.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { DashboardLetterCard } from './invitation-letters-routes.tsx';
import * as screen from './lazy-screens.ts';

/** The participant type slug of the rate routes. */
function useParticipant(): string {
  return useParams().participant ?? '';
}

/** Step 1 hands the chosen rate to the registration store, then goes on to the form. */
export function RateListRoute() {
  const congressSlug = useCongressSlug();
  const participant = useParticipant();
  const navigate = useNavigate();
  const { data: congress } = useCongress(congressSlug);
  const [selectedRate, selectRate] = useSelectedRate(congressSlug);
  const { data: user } = useCurrentUser();
  const isParticipant = user != null && hasRoleIn(user.roles, 'participant');
  const member = useMemberUser({ enabled: user?.kind === 'member' });
  const participation = useQuery({ ...myParticipationQueryOptions(congressSlug), enabled: isParticipant });
  const viewer: RateViewer =
    user?.kind === 'member'
      ? { kind: 'member', sectionId: member.data?.section?.id ?? null }
      : user
        ? { kind: 'user' }
        : { kind: 'visitor' };
  const onSelect = (rate: TRate) => {
    selectRate(rate);
    void navigate(paths.registrationForm.getHref(congressSlug, participant));
  };
  return (
    <screen.RateListScreen
      congressSlug={congressSlug}
      participant={participant}
      currency={congress?.options.currency ?? 'EUR'}
      timeZone={congress?.timeZone ?? 'Europe/Lisbon'}
      selectedRateId={selectedRate?.id ?? null}
      currentRateId={
        participation.data && !isHoldEnded(participation.data) ? participation.data.rateId : null
      }
      viewer={viewer}
      onSelect={onSelect}
    />
  );
}

export function RegistrationFormRoute() {
  const congressSlug = useCongressSlug();
  const { data: congress } = useCongress(congressSlug);
  const { data: user } = useCurrentUser();
  const [selectedRate] = useSelectedRate(congressSlug);
  const queryClient = useQueryClient();
  return (
    <screen.RegistrationFormScreen
      congressSlug={congressSlug}
      participant={useParticipant()}
      selectedRate={selectedRate}
      privacyText={congress?.privacyText ?? null}
      isMemberSession={user?.kind === 'member'}
      accountEmail={user?.email}
      onBooked={() => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })}
    />
  );
}

export function SummaryRoute() {
  return <screen.SummaryScreen congressSlug={useCongressSlug()} participant={useParticipant()} />;
}

export function PaymentRoute() {
  const congressSlug = useCongressSlug();
  const participation = useMyParticipation(congressSlug);
  const participant = useParticipant();
  if (participation.isPending) return <PageLoader />;
  return (
    <screen.PaymentScreen
      congressSlug={congressSlug}
      participant={participant}
      participation={participation.data ?? null}
    />
  );
}

export function BankTransferRoute() {
  const congressSlug = useCongressSlug();
  const { data: congress } = useCongress(congressSlug);
  const participation = useMyParticipation(congressSlug);
  if (participation.isPending) return <PageLoader />;
  return (
    <screen.BankTransferScreen
      congressSlug={congressSlug}
      participation={participation.data ?? null}
      timeZone={congress?.timeZone ?? 'Europe/Lisbon'}
    />
  );
}

export function InvoiceRoute() {
  return <screen.InvoiceScreen congressSlug={useCongressSlug()} />;
}

/** Home of the user dashboard: Modify re-enters the form with the current rate and data. */
export function UserHomeRoute() {
  const congressSlug = useCongressSlug();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const participation = useMyParticipation(congressSlug);
  const { data: congress } = useCongress(congressSlug);
  const [, selectRate] = useSelectedRate(congressSlug);
  if (!user) return <PageLoader />;
  return (
    <Stack gap="md">
      <screen.UserHomeScreen
        congressSlug={congressSlug}
        congress={congress}
        name={displayName(user)}
        unconfirmedEmail={user.emailVerified === false ? user.email : null}
        canBookGroups={user.kind === 'user'}
        participation={participation.data}
        error={participation.isError ? participation.error.message : null}
        onModify={(current) => {
          selectRate(current.rate);
          void navigate(paths.registrationForm.getHref(congressSlug, current.rate.firstParticipantType.slug));
        }}
      />
      {participation.data && (
        <DashboardLetterCard participationId={participation.data.id} congressSlug={congressSlug} />
      )}
    </Stack>
  );
}
