import { useParticipantTypesWithRates } from '../../api/participant-types.ts';
import { participantOfRedirect } from './landing-route.ts';

/**
 * The member-only sign-in applies when the redirect leads to a rate of a member type (decisions 3):
 * the congress's participant types say which types are members, whatever their slug. While the
 * types load, and when the type is unknown, the ordinary sign-in applies.
 */
export function useIsMemberOnly(congressSlug: string, redirect: string | null | undefined): boolean {
  const participant = participantOfRedirect(redirect);
  const { data: types } = useParticipantTypesWithRates(congressSlug, { enabled: participant !== null });
  if (participant === null) return false;
  return types?.some((type) => type.slug === participant && type.isMember) ?? false;
}
