import type { Database } from '../../db/database.ts';
import type { BookingService } from '../booking/booking.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { TicketSigner } from './ticket-token.ts';

/** What the check-in module uses of the others (house style 3). */
export type CheckInDeps = {
  db: Database;
  clock: () => Date;
  signer: TicketSigner;
  booking: Pick<BookingService, 'assertParticipationAccess' | 'resolveBulkSelection'>;
  files: Pick<FilesService, 'getPublic' | 'store'>;
  congresses: Pick<CongressesService, 'findBySlug'>;
};
