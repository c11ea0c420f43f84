import { afterEach, expect, it, vi } from 'vitest';

const resources: { name: string }[] = [];
// The decoder's build file shows among the page's resources once it is loaded, as in the browser.
vi.mock('./load-decoder.ts', () => ({
  loadDecoder: vi.fn(async () => {
    resources.push({ name: 'https://door.test/assets/esm-decoder.js' });
    return {};
  }),
}));

const { registerDoorWorker } = await import('./register-door-worker.ts');

afterEach(() => {
  vi.unstubAllGlobals();
  resources.length = 0;
});

it('hands the worker the camera decoder to keep, so a door offline before its first scan still scans', async () => {
  resources.push(
    { name: 'https://door.test/assets/index-abc.js' },
    { name: 'https://door.test/api/check-in/congress/demo/pack' },
  );
  let post: (message: { assets: string[] }) => void = () => undefined;
  const posted = new Promise<{ assets: string[] }>((resolve) => {
    post = resolve;
  });
  const worker = { postMessage: (message: { assets: string[] }) => post(message) };
  const register = vi.fn(async () => ({ active: worker }));
  vi.stubGlobal('navigator', { serviceWorker: { register, ready: Promise.resolve({ active: worker }) } });
  vi.stubGlobal('window', { location: { pathname: '/demo/check-in/' } });
  vi.stubGlobal('document', {
    createElement: () => ({ remove: () => undefined }),
    head: { append: () => undefined },
  });
  vi.stubGlobal('performance', { getEntriesByType: () => [...resources] });

  registerDoorWorker();

  expect(register).toHaveBeenCalledWith('/door-sw.js', { scope: '/demo/check-in' });
  expect((await posted).assets).toEqual([
    'https://door.test/assets/index-abc.js',
    'https://door.test/assets/esm-decoder.js',
  ]);
});
