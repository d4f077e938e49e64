import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * Brotli and gzip siblings of the build's text files (`index-abc.js.br`, `index-abc.js.gz`): the API
 * sends them through @fastify/static's `preCompressed`, so the storefront travels compressed at no
 * cost per request. Uncompressed it was 3x the bytes and Lighthouse's largest loss on a slow phone.
 * Made from the files as written, once the build is closed: chunks are still rewritten in
 * generateBundle (preload lists), so compressing any earlier would ship different code (tested in
 * e2e/precompressed-build.e2e.test.ts). Until they exist the server sends the plain file.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'hashforge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(?:js|css|html|svg|json|txt|webmanifest)$/.test(file) && !file.startsWith('.vite'))
        .map((file) => path.join(outDir, file))
        .filter((file) => statSync(file).size >= 1024);
      await Promise.all(
        files.map(async (file) => {
          const raw = readFileSync(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: 9 }),
          ]);
          // Not worth a second file, nor the decoding, when it saves less than a tenth.
          if (br.length < raw.length * 0.9) writeFileSync(`${file}.br`, br);
          if (gzipped.length < raw.length * 0.9) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
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
