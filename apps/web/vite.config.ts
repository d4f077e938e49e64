import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  server: {
    // The dev server serves only the storefront; every API prefix goes to the API process.
    proxy: Object.fromEntries(
      ['/web', '/hashforge', '/send', '/files', '/docs'].map((prefix) => [prefix, { target: api, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.ts reads it to measure what the home page loads first.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
});
