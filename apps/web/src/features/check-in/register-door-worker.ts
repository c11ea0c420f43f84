import { loadDecoder } from './load-decoder.ts';

/**
 * Makes the door installable and able to open offline: the web app manifest (its start page is this
 * congress's check-in) and a service worker scoped to the check-in page, registered from this screen
 * only so that no other page of the site carries or is served by it.
 */
export function registerDoorWorker(): (() => void) | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const scope = window.location.pathname.replace(/\/+$/, '');
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${scope}/door.webmanifest`;
  document.head.append(link);
  navigator.serviceWorker
    .register('/door-sw.js', { scope })
    .then(async (registration) => {
      const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
      // The camera's decoder loads only on a scan: without it here, a door that went offline before
      // its first scan could not open the camera.
      await loadDecoder().catch(() => undefined);
      // The build files this page loaded before the worker controlled it (the decoder's among them).
      const assets = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/'));
      worker?.postMessage({ assets });
    })
    .catch(() => undefined);
  return () => link.remove();
}
