import { MESSAGES } from '@congress/domain/messages';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useMyParticipation } from '../../features/registration/api/get-my-participation.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { ConfirmScreen, ForgotPasswordScreen, ResetPasswordScreen } from './lazy-screens.ts';

/** Screens that need what another feature knows get it here, where features are composed. */
export function ConfirmRoute() {
  const congressSlug = useCongressSlug();
  const participation = useMyParticipation(congressSlug);
  return (
    <ConfirmScreen
      congressSlug={congressSlug}
      participation={participation.isPending ? undefined : (participation.data ?? null)}
    />
  );
}

export function SendEmailRoute() {
  return <ForgotPasswordScreen congressSlug={useCongressSlug()} />;
}

export function ResetPasswordRoute() {
  const congressSlug = useCongressSlug();
  const { token } = useParams();
  if (!token) return <Navigate replace to={paths.sendEmailForm.getHref(congressSlug)} />;
  return <ResetPasswordScreen congressSlug={congressSlug} token={token} />;
}

export function NotFoundRoute() {
  const congressSlug = useCongressSlug();
  return (
    <Navigate replace to={paths.error.getHref(congressSlug, { status: 404, message: MESSAGES.notFound })} />
  );
}
