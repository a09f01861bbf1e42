// Builds the web app when its sources (or the shared contracts) changed since the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'apps/web/dist/index.html';
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildWeb({ force = false } = {}) {
  if (!force && existsSync(output) && statSync(output).mtimeMs >= Math.max(...sources.map(newest))) return;
  console.log('Building the web app...');
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb();
