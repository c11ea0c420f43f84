import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { AccessTokenSigner } from './lib/tokens.ts';
import type { Services } from './services.ts';

/**
 * What every module's routes receive: each module builds its own internal services from it, and
 * reaches another module only through `services` (wired in services.ts).
 */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  signer: AccessTokenSigner;
  clock: () => Date;
  services: Services;
};
