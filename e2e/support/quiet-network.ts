import { type Page, test } from '@playwright/test';

const inFlight = new WeakMap<Page, Map<object, string>>();

function track(page: Page) {
  const known = inFlight.get(page);
  if (known) return known;
  const open = new Map<object, string>();
  page.on('request', (request) => open.set(request, `${request.method()} ${request.url()}`));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
  return open;
}

/**
 * Waits, at most `timeoutMs`, for half a second without a request, so that a screenshot shows the
 * loaded screen. Playwright's 'networkidle' alone would wait for the test's whole timeout when one
 * request never ends (a loaded CI run spent five minutes so); the screen's own assertions say
 * whether it is right, and a request still open is named in the report instead.
 */
export async function quietNetwork(page: Page, timeoutMs = 20_000) {
  const open = track(page);
  try {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  } catch {
    const still = [...open.values()];
    test.info().annotations.push({
      type: 'network not quiet',
      description: `after ${timeoutMs} ms: ${still.length ? still.join(', ') : 'requests kept starting'}`,
    });
    console.warn(`[${test.info().title}] network not quiet after ${timeoutMs} ms:`, still);
  }
}
