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
