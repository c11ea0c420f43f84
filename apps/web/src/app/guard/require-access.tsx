import type { RoleGroup } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCongress } from '../../api/congress.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { ApiError, TRANSPORT_CODES } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { decideAccess, needsCongress } from './access-decision.ts';

type RequireAccessProps = { group?: RoleGroup; children?: ReactNode };

/**
 * Guards a route: signed in, (when given) one of the roles of the group, and for the back office a
 * congress the user is granted (the current user lists its grants). A congress that cannot be loaded
 * is left to the screen, which says so.
 */
export function RequireAccess({ group, children }: RequireAccessProps) {
  const intl = useIntl();
  const congressSlug = useCongressSlug();
  const location = useLocation();
  const currentUser = useCurrentUser();
  const congress = useCongress(congressSlug);
  const isWaitingForCongress = needsCongress(group) && congress.data === undefined && congress.isPending;

  // Without the network the user already known stays (the door works offline); the server still
  // decides every request once it is back.
  const isOfflineWithUser =
    currentUser.error instanceof ApiError &&
    currentUser.error.code === TRANSPORT_CODES.network &&
    currentUser.data !== undefined;
  if (currentUser.isError && !isOfflineWithUser) {
    const status = currentUser.error instanceof ApiError ? currentUser.error.status || 500 : 500;
    return (
      <Navigate
        replace
        to={paths.error.getHref(congressSlug, { status, message: currentUser.error.message })}
      />
    );
  }
  if (currentUser.data === undefined || (currentUser.data && isWaitingForCongress)) {
    return (
      <PageLoader
        label={intl.formatMessage({
          id: 'app.guard.checkingSession',
          defaultMessage: 'Checking your session',
        })}
      />
    );
  }

  switch (decideAccess(currentUser.data, group, congress.data?.id)) {
    case 'login':
      return (
        <Navigate replace to={paths.login.getHref({ redirect: `${location.pathname}${location.search}` })} />
      );
    case 'denied':
      return (
        <Navigate
          replace
          to={paths.error.getHref(congressSlug, { status: 403, message: MESSAGES.accessDenied })}
        />
      );
    case 'allow':
      return children ?? <Outlet />;
  }
}
