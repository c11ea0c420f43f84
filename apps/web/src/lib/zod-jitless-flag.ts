// Must run before zod's first module: zod reads this object when it loads and when it builds each
// object schema (see zod-without-eval.ts).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
