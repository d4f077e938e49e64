/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The vendor's brand path segment ({provider}); `hashforge` when unset. */
  readonly VITE_PROVIDER?: string;
  /** The vendor's other language sites (absolute URLs); a language left unset is not listed. */
  readonly VITE_SITE_URL_ZH?: string;
  readonly VITE_SITE_URL_FR?: string;
  readonly VITE_SITE_URL_ES?: string;
  readonly VITE_SITE_URL_AR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
