// The command line tools (npm run backup, restore, create-admin, demo-data, rollups:rebuild) as built ahead into
// apps/api/dist, like the server: no TypeScript loader at run time. `node scripts/tool.mjs backup -- FILE`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const [tool, ...args] = process.argv.slice(2);
await import('./ensure-install.mjs');
const { buildApi } = await import('./build-api.mjs');
await buildApi();
const script = join(import.meta.dirname, '../apps/api/dist', `cli-${tool}.mjs`);
const run = spawnSync(process.execPath, ['--enable-source-maps', script, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
