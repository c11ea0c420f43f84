/**
 * The camera's QR decoder, a build file of its own: the scanner loads it when the camera is switched
 * on, and the door's worker registration once the worker runs, so that it is kept for a scan offline.
 */
export const loadDecoder = () => import('@zxing/browser');
