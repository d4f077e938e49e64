/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The vendor's brand path segment ({provider}); `hashforge` when unset. */
  readonly VITE_PROVIDER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
