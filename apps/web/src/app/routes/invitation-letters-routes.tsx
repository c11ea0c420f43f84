import { hasRoleIn } from '@congress/domain/enums';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { readStoredCongress } from '../../api/congress-store.ts';
import { useCongress } from '../../api/congress.ts';
import { DEFAULT_CONGRESS_SLUG } from '../../config/env.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { CongressLayout } from '../layouts/congress-layout.tsx';
import * as screen from './lazy-screens.ts';

/** The letters' queue: admins decide, visualisation reads (decisions 40). */
export function LettersQueueRoute() {
  const congressSlug = useCongressSlug();
  const roles = useCurrentUser().data?.roles ?? [];
  const { data: congress } = useCongress(congressSlug);
  return (
    <screen.LettersQueueScreen
      congressSlug={congressSlug}
      canManage={hasRoleIn(roles, 'admin')}
      timeZone={congress?.timeZone}
    />
  );
}

/** /letters/verify/:token, in the layout of the congress last visited (the token alone names the letter). */
export function LetterVerifyRoute() {
  const { token = '' } = useParams();
  return (
    <CongressLayout congressSlug={readStoredCongress()?.slug ?? DEFAULT_CONGRESS_SLUG}>
      <screen.LetterVerifyScreen token={token} />
    </CongressLayout>
  );
}

/** The dashboard's letter card (loaded apart), composed here: features do not import each other. */
export function DashboardLetterCard({
  participationId,
  congressSlug,
}: {
  participationId: number;
  congressSlug: string;
}) {
  const { data: congress } = useCongress(congressSlug);
  return (
    <Suspense fallback={null}>
      <screen.InvitationLetterCard participationId={participationId} timeZone={congress?.timeZone} />
    </Suspense>
  );
}
