import type { AppDeps } from '../../deps.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';

/** What booking uses of other modules: member profiles and accounts (auth), congresses by slug. */
export type BookingModules = {
  auth: Pick<
    AuthService,
    'findMemberProfile' | 'findCredentials' | 'insertUser' | 'createInvitationLink' | 'hashPassword'
  >;
  congresses: Pick<CongressesService, 'findBySlug' | 'requireBySlug' | 'findById'>;
};

/** What booking's routes receive: the app's deps, and the other modules' services booking uses. */
export type BookingRouteDeps = AppDeps & BookingModules;
