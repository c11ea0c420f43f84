// What a first visit costs on the wire: the real server (bundled, demo data, embedded database)
// and Debian's Chromium with an empty cache; bytes as the network carried them (compressed,
// headers included), by kind, for the congress home, the rate list and the registration form (a
// demo participant signed in, a rate picked, then the form loaded afresh); then Lighthouse's desktop
// and mobile presets. Each figure stands beside its target; a miss is marked, never fatal.
// Usage: npm run bench:web [-- --dist apps/web/dist] [--no-lighthouse] [--runs 3 (Lighthouse median)]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PORT = 3917;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const RATE_LIST = '/demo/rate/affiliate-partners';
const FORM = `${RATE_LIST}/registration`;
/** The first load's JavaScript on the wire, at most (KB). */
const PAGES = [
  { name: 'congress home /demo', path: '/demo', jsBudget: 200 },
  { name: `rate list ${RATE_LIST}`, path: RATE_LIST, jsBudget: 200 },
  { name: `registration form ${FORM} (user@demo.test)`, path: FORM, jsBudget: 250, signedIn: true },
];
/** Lighthouse's targets: /demo alone carries the LCP and best-practices ones. */
const LIGHTHOUSE_TARGETS = {
  desktop: { performance: 98, lcpMs: 600, bestPractices: 100 },
  mobile: { performance: 90 },
};
const DEMO_PASSWORD = 'Demo!2345';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function startServer(dataDir: string, webDist: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`${ROOT}apps/server/dist/main.js`], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      PUBLIC_URL: URL_BASE,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${URL_BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

type Totals = Record<string, { requests: number; bytes: number }>;

/** The form needs a signed-in participant and a picked rate (kept in the tab's session storage). */
async function pickRate(page: Page) {
  const headers = { origin: URL_BASE };
  const data = { username: 'user@demo.test', password: DEMO_PASSWORD };
  const signIn = await page.request.post(`${URL_BASE}/api/login_check`, { data, headers });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  await page.goto(`${URL_BASE}${RATE_LIST}`);
  await page.getByRole('button', { name: /^Partner single - Grand Hotel/ }).click();
  await page.getByRole('button', { name: 'NEXT' }).waitFor({ timeout: 30_000 });
}

async function measure(path: string, signedIn = false): Promise<{ totals: Totals; encodings: Set<string> }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
  if (signedIn) await pickRate(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, string>();
  const totals: Totals = {};
  const encodings = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    kinds.set(event.requestId, event.type);
    const encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    if (event.type === 'Script' || event.type === 'Stylesheet') encodings.add(encoding ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId) ?? 'Other';
    totals[kind] ??= { requests: 0, bytes: 0 };
    totals[kind].requests += 1;
    totals[kind].bytes += event.encodedDataLength;
  });
  await page.goto(`${URL_BASE}${path}`, { waitUntil: 'networkidle' });
  // The form itself, not a redirect to the rate list or the sign-in page.
  if (signedIn) await page.getByRole('button', { name: 'NEXT' }).waitFor({ timeout: 30_000 });
  await browser.close();
  return { totals, encodings };
}

type Preset = keyof typeof LIGHTHOUSE_TARGETS;
type LighthouseFigures = {
  performance: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
};

/** One Lighthouse run (Debian's Chromium, headless): the scores and the paint times. */
async function lighthouseOf(url: string, preset: Preset): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'best-practices'],
      },
      // Lighthouse's default configuration is the mobile preset (a mid-range phone, slow 4G).
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      bestPractices: score('best-practices'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** The median run by performance score: one run is too noisy on a shared machine. */
async function medianLighthouseOf(url: string, preset: Preset, runs: number): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseOf(url, preset));
  all.sort((a, b) => a.performance - b.performance);
  return all[Math.floor(all.length / 2)] as LighthouseFigures;
}

/** A figure beside its target, a miss marked so that it cannot be overlooked. */
function againstTarget(text: string, isMet: boolean | undefined, target: string): string {
  if (isMet === undefined) return text;
  return isMet ? `${text} (target ${target}: ok)` : `**${text} MISS (target ${target})**`;
}

const kb = (bytes = 0) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const webDist = argument('dist') ?? `${ROOT}apps/web/dist`;
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(`${tmpdir()}/bench-web-`);
  const server = await startServer(dataDir, webDist);
  try {
    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')} (${cpus().length} cores)`,
    );
    console.log('');
    console.log('| page | JS | CSS | everything | requests | JS/CSS encoding |');
    console.log('|---|---|---|---|---|---|');
    for (const { name, path, jsBudget, signedIn } of PAGES) {
      const { totals, encodings } = await measure(path, signedIn);
      const all = Object.values(totals);
      const js = totals.Script?.bytes ?? 0;
      console.log(
        `| ${name} | ${againstTarget(kb(js), js <= jsBudget * 1024, `<= ${jsBudget} KB`)} | ${kb(totals.Stylesheet?.bytes)} | ${kb(all.reduce((sum, t) => sum + t.bytes, 0))} | ${all.reduce((sum, t) => sum + t.requests, 0)} | ${[...encodings].join(', ')} |`,
      );
    }
    if (process.argv.includes('--no-lighthouse')) return;
    const runs = Number(argument('runs') ?? 1);
    for (const preset of ['desktop', 'mobile'] as const) {
      const targets: { performance?: number; lcpMs?: number; bestPractices?: number } =
        LIGHTHOUSE_TARGETS[preset];
      console.log('');
      console.log(
        `| Lighthouse ${preset} (median of ${runs}) | performance | best practices | LCP | FCP | TBT | CLS |`,
      );
      console.log('|---|---|---|---|---|---|---|');
      for (const { name, path, signedIn } of PAGES) {
        if (signedIn) continue; // Lighthouse opens its own tab: no session, no picked rate
        const figures = await medianLighthouseOf(`${URL_BASE}${path}`, preset, runs);
        // The targets are the congress home's; the rate list's figures stand for comparison.
        const home: typeof targets = path === '/demo' ? targets : {};
        const cells = [
          againstTarget(
            String(figures.performance),
            home.performance === undefined ? undefined : figures.performance >= home.performance,
            `>= ${home.performance}`,
          ),
          againstTarget(
            String(figures.bestPractices),
            home.bestPractices === undefined ? undefined : figures.bestPractices >= home.bestPractices,
            String(home.bestPractices),
          ),
          againstTarget(
            `${figures.lcpMs.toFixed(0)} ms`,
            home.lcpMs === undefined ? undefined : figures.lcpMs < home.lcpMs,
            `< ${home.lcpMs} ms`,
          ),
          `${figures.fcpMs.toFixed(0)} ms`,
          `${figures.tbtMs.toFixed(0)} ms`,
          figures.cls.toFixed(3),
        ];
        console.log(`| ${name} | ${cells.join(' | ')} |`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
