/**
 * The web build resolves `zod` here (vite.config.ts). Zod compiles fast parsers with `new Function`
 * unless it is "jitless", and merely probing for that is reported by the browser as a breach of our
 * CSP (no eval). The flag is set by the first import, before zod itself loads.
 */
import './zod-jitless-flag.ts';

export * from 'zod/v4';
export { z as default } from 'zod/v4';
