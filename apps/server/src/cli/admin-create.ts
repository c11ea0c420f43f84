// npm run admin:create -- --email admin@example.org --password '...'
// Creates the first super admin of a deployment (decisions 27); prompts for what is missing on a terminal.
import { parseArgs } from 'node:util';
import { PASSWORD_RULES } from '@congress/domain/validation';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateAndPrepare } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { AppError } from '../lib/app-error.ts';
import { createSuperAdmin } from './create-super-admin.ts';
import { ask, askHidden, isInteractive } from './prompt.ts';

class UsageError extends Error {}
const USAGE = 'npm run admin:create -- --email <e-mail> --password <password>';

function parseOptions(): { email?: string; password?: string } {
  try {
    const options = { email: { type: 'string' }, password: { type: 'string' } } as const;
    return parseArgs({ options, strict: true }).values;
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}. Usage: ${USAGE}`);
  }
}

async function readInput(): Promise<{ email: string; password: string }> {
  let { email, password } = parseOptions();
  if ((!email || !password) && !isInteractive()) {
    throw new UsageError(
      `Missing --email or --password: pass both (${USAGE}) or run in a terminal to be asked.`,
    );
  }
  email ||= await ask('E-mail of the super admin: ');
  if (!password) {
    password = await askHidden('Password: ');
    if ((await askHidden('Password again: ')) !== password)
      throw new UsageError('The passwords do not match.');
  }
  return { email, password };
}

function describe(error: unknown): string {
  if (error instanceof AppError && error.code === 'VALIDATION' && error.fields?.password) {
    return `${error.message}: ${PASSWORD_RULES.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
  }
  if (error instanceof AppError || error instanceof UsageError) return error.message;
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function main() {
  const input = await readInput();
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    await migrateAndPrepare(handle, { databaseUrl: config.databaseUrl });
    const admin = await createSuperAdmin(handle.db, input);
    console.log(`Super admin ${admin.email} created (user id ${admin.id}).`);
  } finally {
    await handle.checkpoint();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(describe(error));
  process.exitCode = 1;
});
