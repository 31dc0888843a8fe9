import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { robotsTxt } from '../libs/contracts/src/app-paths';

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
      // The shell's files are named without a hash: their contents go into the version, so a deploy that changes
      // only the manifest or an icon still installs a new worker, whose cache replaces the old copies.
      const version = createHash('sha256').update(html).update(precache.join('\n'));
      for (const file of STATIC_SHELL.filter((f) => f !== '/' && f !== '/index.html'))
        version.update(readFileSync(resolve(outDir, `.${file}`)));
      const template = readFileSync(resolve(root, 'sw/service-worker.template.js'), 'utf8');
      const sw = template
        .replace('__SW_VERSION__', version.digest('hex').slice(0, 12))
        .replace('__SW_PRECACHE__', JSON.stringify(precache));
      writeFileSync(resolve(outDir, 'sw.js'), sw);
    },
  };
}

/** The class list's page module: its chunks are hinted in index.html (see classListPrefetchPlugin). */
const CLASS_LIST_PAGE = /\/src\/pages\/ClassesPage\.tsx$/;

/**
 * Adds `<link rel="prefetch">` hints for the class list's chunks to index.html. On /classes they download alongside
 * the entry instead of after it has run (scripts/lighthouse.mjs, interleaved runs on a loaded 2-core machine: median
 * LCP 2.36 s instead of 2.61 s); on the home page, whose main button leads there, they load at the lowest priority,
 * and the service worker fetches them shortly after anyway. A `modulepreload` hint was measured too and left out: it
 * compiles the chunks early and held back the home page's first paint by about 0.25 s.
 */
function classListPrefetchPlugin(): Plugin {
  return {
    name: 'studio-class-list-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const page = chunks.find((c) => c.facadeModuleId && CLASS_LIST_PAGE.test(c.facadeModuleId));
        if (!page) throw new Error('The class list page chunk is missing from the build');
        const files = new Set<string>();
        const stack = [page];
        while (stack.length > 0) {
          const chunk = stack.pop();
          if (!chunk || chunk.isEntry || files.has(chunk.fileName)) continue;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = bundle[file];
            if (next?.type === 'chunk') stack.push(next);
          }
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `/${file}`, crossorigin: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Text files worth compressing; index.html is left out because the gateway renders it for every request. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
/** Below this size a compressed twin saves less than its headers cost (the gateway's threshold too). */
const COMPRESS_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) twin next to every compressible file of the build,
 * once, so that the gateway sends them as they are instead of compressing on every request.
 */
function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let written = false;
  return {
    name: 'studio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // After every plugin's writeBundle, so that the service worker written there is compressed too.
    closeBundle() {
      if (!written) return;
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < COMPRESS_MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** robots.txt from the app's route table, so that a new screen is closed to crawlers unless it is public. */
function robotsPlugin(): Plugin {
  return {
    name: 'studio-robots',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
    },
  };
}

// The gateway refuses state changes from other origins, so the dev proxy presents the gateway's own.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const apiProxy = { target: apiTarget, changeOrigin: true, headers: { origin: apiTarget } };

export default defineConfig({
  plugins: [react(), classListPrefetchPlugin(), serviceWorkerPlugin(), robotsPlugin(), precompressPlugin()],
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
