import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (scripts/start-postgres.sh in a directory of its own), which
 * the test may stop and start again on the same port: the outage suite takes the database away
 * from a running app without touching the suite's shared cluster.
 */
export type ThrowawayPostgres = {
  /** The admin URL (database `postgres`). */
  url: string;
  /** Stops the server (fast shutdown: open connections are ended, as in a real outage). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): void;
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
const isRoot = process.getuid?.() === 0;

function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error('PostgreSQL server binaries not found');
  return `/usr/lib/postgresql/${version}/bin`;
}

/**
 * Runs a shell command as the cluster's owner (`postgres` when the tests run as root), without
 * blocking the event loop: the app under test keeps answering while the server stops or starts.
 */
async function asOwner(command: string) {
  if (isRoot) await run('su', ['postgres', '-s', '/bin/bash', '-c', command]);
  else await run('bash', ['-c', command]);
}

export function startThrowawayPostgres(name: string): ThrowawayPostgres {
  const dir = `${root}.tmp/pg-${name}-${process.pid}`;
  // A port of its own too: never the suite's cluster's (PG_TEST_PORT may name it).
  const { PG_TEST_PORT: _suitePort, ...inherited } = process.env;
  const env = { ...inherited, PG_TEST_DIR: dir };
  const url = execFileSync('bash', [`${root}scripts/start-postgres.sh`], { env, encoding: 'utf8' }).trim();
  const port = new URL(url).port;
  const bin = pgBin();
  // The options of scripts/start-postgres.sh, so the restarted server is the same server.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories='${dir}' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const stop = () => asOwner(`'${bin}/pg_ctl' -D '${dir}/data' -m fast -w -t 60 stop`);
  return {
    url,
    stop,
    start: () =>
      asOwner(`'${bin}/pg_ctl' -D '${dir}/data' -l '${dir}/server.log' -w -t 60 -o "${options}" start`),
    destroy: () => {
      execFileSync('bash', [`${root}scripts/stop-postgres.sh`], { env, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
