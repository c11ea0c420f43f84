import { lazy } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';

const VerifyEmailScreen = lazy(() =>
  import('../../features/auth/verify-email-screen.tsx').then((m) => ({ default: m.VerifyEmailScreen })),
);

/** `/:slug/verify-email?token=…`: the e-mail's confirmation link (decisions 50). */
export function VerifyEmailRoute() {
  const congressSlug = useCongressSlug();
  const [search] = useSearchParams();
  const token = search.get('token');
  if (!token) return <Navigate replace to={paths.homeLogin.getHref(congressSlug)} />;
  return <VerifyEmailScreen congressSlug={congressSlug} token={token} />;
}
