import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rollup';
import { defineConfig, type Plugin } from 'vite';

const STATIC_SHELL = [
  '/',
  '/index.html',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/** Route chunks that only admins may load; the service worker never fetches them for members. */
const ADMIN_SOURCE = /\/src\/pages\/admin\//;

/** Files reachable from the given chunks through static and dynamic imports. */
function reachable(bundle: OutputBundle, starts: OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const chunk = stack.pop();
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = bundle[file];
      if (next?.type === 'chunk' && !(next.facadeModuleId && ADMIN_SOURCE.test(next.facadeModuleId)))
        stack.push(next);
    }
  }
  return seen;
}

/**
 * Writes dist/sw.js from the template with the app shell to precache: index.html, the manifest and icons, and every
 * chunk and stylesheet a member can reach (admin-only chunks are left out), so the app opens offline on any screen.
 */
function serviceWorkerPlugin(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'studio-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk' && o.isEntry);
      const files = [...reachable(bundle, entries)].map((file) => `/${file}`).sort();
      const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      const precache = [...new Set([...STATIC_SHELL, ...files])];
      const version = createHash('sha256')
        .update(html)
        .update(precache.join('\n'))
        .digest('hex')
        .slice(0, 12);
      const template = readFileSync(resolve(root, 'sw/service-worker.template.js'), 'utf8');
      const sw = template
        .replace('__SW_VERSION__', version)
        .replace('__SW_PRECACHE__', JSON.stringify(precache));
      writeFileSync(resolve(outDir, 'sw.js'), sw);
    },
  };
}

// The gateway refuses state changes from other origins, so the dev proxy presents the gateway's own.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const apiProxy = { target: apiTarget, changeOrigin: true, headers: { origin: apiTarget } };

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin()],
  // The rules and texts shared with the services, from their one source (dayjs only, no server code).
  resolve: {
    alias: {
      '@studio/contracts/browser': fileURLToPath(
        new URL('../libs/contracts/src/browser.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiProxy },
  },
  preview: {
    port: 4173,
    proxy: { '/api': apiProxy },
  },
});
