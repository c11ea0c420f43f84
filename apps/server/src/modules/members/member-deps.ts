import type { AuthService } from '../auth/auth.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';

/** What the member book uses of other modules: invitation links (auth) and congresses by slug. */
export type MemberModules = {
  auth: Pick<AuthService, 'createInvitationLink' | 'useUpSubjectTokens'>;
  congresses: Pick<CongressesService, 'findBySlug'>;
};
