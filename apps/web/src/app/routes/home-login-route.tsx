import { MESSAGES } from '@congress/domain/messages';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCongress } from '../../api/congress.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { LoginScreen } from './login-screen.tsx';

/** homeLogin: a closed congress or a failed load goes to the error screen (spec 2.2, 8). */
export function HomeLoginRoute() {
  const congressSlug = useCongressSlug();
  const congress = useCongress(congressSlug);

  if (congress.isError) {
    const { error } = congress;
    const status = error instanceof ApiError && error.status > 0 ? error.status : 500;
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status, message: error.message || MESSAGES.genericError })}
      />
    );
  }
  if (congress.isFetched && congress.data?.is_open === false) {
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status: 403, message: MESSAGES.congressClosed })}
      />
    );
  }
  return <LoginScreen congressSlug={congressSlug} isCongressOpen={congress.data?.is_open} />;
}

/** login: the same screen, reachable for a closed congress too (staff still sign in to it). */
export function LoginRoute() {
  const congressSlug = useCongressSlug();
  const congress = useCongress(congressSlug);
  return <LoginScreen congressSlug={congressSlug} isCongressOpen={congress.data?.is_open} />;
}
