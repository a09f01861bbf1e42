// Builds the API ahead into apps/api/dist (one ES module for the server, one for the PDF readers' child process, one
// per command line tool: cli-backup.mjs ...), so that it runs plain JavaScript without a TypeScript loader. Rebuilt
// when its sources (or the shared contracts) changed since the last build.
//
// Each build is a folder of its own (apps/api/dist-<time>) and dist a link to the newest, swapped at once: a server
// still running an older build keeps every file of it (Node runs modules from their real folder, so its readers and
// its workers start from that build, not a newer one). The three newest builds are kept, and any a server runs from.
import { cpSync, existsSync, lstatSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const api = join(root, 'apps/api');
const dist = join(api, 'dist');
const output = join(dist, 'server.mjs');
const sources = [join(api, 'src'), join(root, 'packages/contracts/src'), join(api, 'package.json')];
/** Builds kept beside those in use: a command line tool may have started from one. */
const keptBuilds = 3;
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
  const name = `dist-${Date.now()}-${process.pid}`;
  const folder = join(api, name);
  await build({
    entryPoints: [
      { in: join(api, 'src/server.ts'), out: 'server' },
      { in: join(api, 'src/modules/pdf-converter/read-text-child.mjs'), out: 'read-text-child' },
      // At the top of the build like the rest: the code finds its migrations beside itself.
      ...tools.map((tool) => ({ in: join(api, `src/cli/${tool}.ts`), out: `cli-${tool}` })),
    ],
    outdir: folder,
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
  // Files the code reads beside itself (import.meta.url is now the build's): the migrations and the public site's text.
  cpSync(join(api, 'src/db/migrations'), join(folder, 'migrations'), { recursive: true });
  cpSync(join(api, 'src/modules/site/content'), join(folder, 'content'), { recursive: true });
  const link = join(api, `dist.next-${process.pid}`);
  symlinkSync(name, link);
  // A dist folder of an older layout (before builds had folders of their own) is kept aside like any older build.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink())
    renameSync(dist, join(api, `dist-${Math.floor(statSync(dist).mtimeMs)}-0`));
  renameSync(link, dist);
  prune();
}

/** Whether a process still runs from a build: its server left a mark (apps/api/src/process/build-in-use.ts). */
function inUse(folder) {
  return readdirSync(folder).some((entry) => {
    const pid = Number(/^running-(\d+)$/.exec(entry)?.[1]);
    if (!pid) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  });
}

/** The older builds go, but the newest few and any a server still runs from. */
function prune() {
  const builds = readdirSync(api)
    .filter((entry) => /^dist-\d+-\d+$/.test(entry))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const old of builds.slice(keptBuilds)) {
    const folder = join(api, old);
    if (!inUse(folder)) rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildApi({ force: true });
