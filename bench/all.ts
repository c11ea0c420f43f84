// Every benchmark of bench/ on the embedded database and on PostgreSQL, each on a fresh data
// directory or database, and the report written between the markers of bench/RESULTS.md with the
// date, the machine, the versions and the commands.
//   npm run bench             the full sizes (about 10 minutes; by hand, on a quiet machine)
//   npm run bench -- --smoke  small sizes, nothing written: CI runs it so the scripts keep working
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const isSmoke = process.argv.includes('--smoke');
const BEGIN = '<!-- bench:all:begin -->';
const END = '<!-- bench:all:end -->';

type Scenario = {
  name: string;
  script: string;
  args: string[];
  smokeArgs: string[];
  databases: ('pglite' | 'postgres')[];
};

const SCENARIOS: Scenario[] = [
  {
    name: 'Start: `npm start` to its first answers',
    script: 'start.ts',
    args: ['--runs', '3'],
    smokeArgs: ['--runs', '1'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'First visit and Lighthouse',
    script: 'web-load.ts',
    args: [],
    smokeArgs: ['--no-lighthouse'],
    databases: ['pglite'],
  },
  {
    name: 'Public rate lists under load',
    script: 'throughput.ts',
    args: ['--seconds', '10'],
    smokeArgs: ['--seconds', '1'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'The opening rush (the built server in its own process)',
    script: 'rush-server.ts',
    args: ['--buyers', '1000', '--quota', '100'],
    smokeArgs: ['--buyers', '30', '--quota', '3'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'The opening rush with stays (rooms night by night, the built server in its own process)',
    script: 'rush-server.ts',
    args: ['--buyers', '1000', '--rooms', '100'],
    smokeArgs: ['--buyers', '30', '--rooms', '3'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'Participation list',
    script: 'list.ts',
    args: ['--participations', '20000', '--requests', '20'],
    smokeArgs: ['--participations', '300', '--requests', '2'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'Organiser overview',
    script: 'overview.ts',
    args: ['--participations', '20000', '--requests', '20'],
    smokeArgs: ['--participations', '300', '--requests', '2'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'The door: check-in and badges',
    script: 'check-in.ts',
    args: ['--participations', '20000', '--requests', '30'],
    smokeArgs: ['--participations', '300', '--requests', '2'],
    databases: ['pglite', 'postgres'],
  },
  {
    name: 'Exports',
    script: 'exports.ts',
    args: ['--participations', '20000'],
    smokeArgs: ['--participations', '300'],
    databases: ['pglite', 'postgres'],
  },
];

function run(scenario: Scenario, databaseUrl: string | undefined): string {
  const args = [
    '--expose-gc',
    '--import',
    'tsx',
    `bench/${scenario.script}`,
    ...(isSmoke ? scenario.smokeArgs : scenario.args),
  ];
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `bench/${scenario.script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout.trim();
}

function startPostgres(): string {
  return execFileSync('bash', ['scripts/start-postgres.sh'], {
    cwd: ROOT,
    env: { ...process.env, PG_TEST_DIR: `${ROOT}.tmp/pg-bench` },
    encoding: 'utf8',
  }).trim();
}

function stopPostgres() {
  spawnSync('bash', ['scripts/stop-postgres.sh'], {
    cwd: ROOT,
    env: { ...process.env, PG_TEST_DIR: `${ROOT}.tmp/pg-bench` },
  });
}

function version(pkg: string): string {
  return JSON.parse(readFileSync(`${ROOT}node_modules/${pkg}/package.json`, 'utf8')).version;
}

async function main() {
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const postgresUrl = startPostgres();
  const sections: string[] = [];
  try {
    for (const scenario of SCENARIOS) {
      for (const database of scenario.databases) {
        const started = performance.now();
        const output = run(scenario, database === 'postgres' ? postgresUrl : undefined);
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        const command = `node --import tsx bench/${scenario.script} ${(isSmoke ? scenario.smokeArgs : scenario.args).join(' ')}`;
        sections.push(
          `### ${scenario.name}, ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n\n\`${command}\`${database === 'postgres' ? ' with `DATABASE_URL`' : ''} (${seconds} s)\n\n${output.replace(/^\s*npm warn.*$/gm, '')}\n`,
        );
        console.log(`bench: ${scenario.name} on ${database} done in ${seconds} s`);
      }
    }
  } finally {
    stopPostgres();
  }
  const header = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB;`,
    `Node ${process.versions.node}, PGlite ${version('@electric-sql/pglite')}, Fastify ${version('fastify')}, autocannon ${version('autocannon')}, Lighthouse ${version('lighthouse')}, Debian's Chromium and PostgreSQL (scripts/start-postgres.sh).`,
  ].join(' ');
  const report = `${header}\n\n${sections.join('\n')}`;
  if (isSmoke) {
    console.log('bench smoke: every scenario ran on both databases');
    return;
  }
  const path = `${ROOT}bench/RESULTS.md`;
  const text = readFileSync(path, 'utf8');
  const block = `${BEGIN}\n## The whole suite (\`npm run bench\`)\n\n${report}\n${END}`;
  writeFileSync(
    path,
    text.includes(BEGIN)
      ? text.replace(new RegExp(`${BEGIN}[\\s\\S]*${END}`), block)
      : `${text.trimEnd()}\n\n${block}\n`,
  );
  console.log('bench: bench/RESULTS.md updated');
}

await main();
