// Builds the API ahead into apps/api/dist (one ES module for the server, one for the PDF readers' child process, one
// per command line tool: cli-backup.mjs ...), so that it runs plain JavaScript without a TypeScript loader. Rebuilt
// when its sources (or the shared contracts) changed since the last build.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const api = join(root, 'apps/api');
const dist = join(api, 'dist');
const output = join(dist, 'server.mjs');
const sources = [join(api, 'src'), join(root, 'packages/contracts/src'), join(api, 'package.json')];
/** The command line tools of apps/api/src/cli (npm run backup ...: scripts/tool.mjs). */
const tools = ['backup', 'restore', 'create-admin', 'demo-data', 'rebuild-rollups'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Packages stay in node_modules (native addons, WebAssembly, their own files); the workspace's contracts and the JSON
 * data the code imports (whose import attribute esbuild would drop) are bundled.
 */
const packagesOutside = {
  name: 'packages-outside',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portside/') || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export async function buildApi({ force = false } = {}) {
  if (!force && existsSync(output) && statSync(output).mtimeMs >= Math.max(...sources.map(newest))) return;
  console.log('Building the API...');
  const { build } = await import('esbuild');
  // Built beside, then swapped in: a server still running from dist (its PDF readers start from there) finds a whole
  // build at every moment, never a half-written one or none.
  const next = `${dist}.next-${process.pid}`;
  const previous = `${dist}.previous-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  await build({
    entryPoints: [
      { in: join(api, 'src/server.ts'), out: 'server' },
      { in: join(api, 'src/modules/pdf-converter/read-text-child.mjs'), out: 'read-text-child' },
      // At the top of dist like the rest: the code finds its migrations beside itself.
      ...tools.map((tool) => ({ in: join(api, `src/cli/${tool}.ts`), out: `cli-${tool}` })),
    ],
    outdir: next,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
  // Files the code reads beside itself (import.meta.url is now dist/'s): the migrations and the public site's text.
  cpSync(join(api, 'src/db/migrations'), join(next, 'migrations'), { recursive: true });
  cpSync(join(api, 'src/modules/site/content'), join(next, 'content'), { recursive: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(next, dist);
  rmSync(previous, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildApi({ force: true });
