import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { AccessTokenSigner } from './lib/tokens.ts';

/** What every module's routes receive; each module builds its own services from it. */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  signer: AccessTokenSigner;
  clock: () => Date;
};
