/** The server dependencies esbuild leaves to node_modules (see build-external.mjs). */
export function externalDependencies(): string[];
