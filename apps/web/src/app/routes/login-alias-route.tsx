import { useSearchParams } from 'react-router';
import { DEFAULT_CONGRESS_SLUG } from '../../config/env.ts';
import { congressSlugFromRedirect } from '../../features/auth/landing-route.ts';
import { readStoredCongress } from '../../api/congress-store.ts';
import { CongressLayout } from '../layouts/congress-layout.tsx';
import { LoginRoute } from './home-login-route.tsx';

/** /login: the congress comes from the redirect value, else the stored congress, else the default. */
export function LoginAliasRoute() {
  const [searchParams] = useSearchParams();
  const congressSlug =
    congressSlugFromRedirect(searchParams.get('redirect')) ??
    readStoredCongress()?.slug ??
    DEFAULT_CONGRESS_SLUG;
  return (
    <CongressLayout congressSlug={congressSlug}>
      <LoginRoute />
    </CongressLayout>
  );
}
