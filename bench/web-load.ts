// What a first visit costs on the wire: the real server (bundled, demo data, embedded database)
// and Debian's Chromium with an empty cache; bytes as the network carried them (compressed,
// headers included), by kind, for the congress home and the rate list.
// Usage: npm run bench:web [-- --dist apps/web/dist] [--no-lighthouse]
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PORT = 3917;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: 'congress home /demo', path: '/demo' },
  { name: 'rate list /demo/rate/affiliate-partners', path: '/demo/rate/affiliate-partners' },
];

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

async function measure(path: string): Promise<{ totals: Totals; encodings: Set<string> }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage();
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
  await browser.close();
  return { totals, encodings };
}

/** Lighthouse's desktop run (Debian's Chromium, headless): the scores and the paint times. */
async function lighthouseOf(url: string) {
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
      desktopConfig,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      bestPractices: score('best-practices'),
      lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '?',
      fcp: lhr.audits['first-contentful-paint']?.displayValue ?? '?',
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes = 0) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const webDist = argument('dist') ?? `${ROOT}apps/web/dist`;
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(`${tmpdir()}/bench-web-`);
  const server = await startServer(dataDir, webDist);
  try {
    console.log('| page | JS | CSS | everything | requests | JS/CSS encoding |');
    console.log('|---|---|---|---|---|---|');
    for (const { name, path } of PAGES) {
      const { totals, encodings } = await measure(path);
      const all = Object.values(totals);
      console.log(
        `| ${name} | ${kb(totals.Script?.bytes)} | ${kb(totals.Stylesheet?.bytes)} | ${kb(all.reduce((sum, t) => sum + t.bytes, 0))} | ${all.reduce((sum, t) => sum + t.requests, 0)} | ${[...encodings].join(', ')} |`,
      );
    }
    if (process.argv.includes('--no-lighthouse')) return;
    console.log('');
    console.log('| Lighthouse desktop | performance | best practices | LCP | FCP |');
    console.log('|---|---|---|---|---|');
    for (const { name, path } of PAGES) {
      const figures = await lighthouseOf(`${URL_BASE}${path}`);
      console.log(
        `| ${name} | ${figures.performance} | ${figures.bestPractices} | ${figures.lcp} | ${figures.fcp} |`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
