/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_CONGRESS_SLUG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The English of the shared texts that take values, parsed at build time (icu-messages.ts). */
declare module 'virtual:english-texts' {
  import type { MessageFormatElement } from 'react-intl';
  const texts: Record<string, MessageFormatElement[]>;
  export default texts;
}
