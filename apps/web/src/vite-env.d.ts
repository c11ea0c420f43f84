/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_CONGRESS_SLUG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
