/** The congress `/` opens, and the one /login shows when the redirect names none (the demo's `demo`). */
export const DEFAULT_CONGRESS_SLUG: string = import.meta.env.VITE_DEFAULT_CONGRESS_SLUG || 'demo';
