import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * The back office: its own build under /admin/, served by the API process beside the storefront.
 * Nothing here is imported by apps/web, so none of it reaches the storefront's bundle.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    // The shop's public calls (the brand, the policy pages) and its stored files come from the API too.
    proxy: Object.fromEntries(
      ['/admin/api', '/web', '/files'].map((prefix) => [prefix, { target: api, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
});
