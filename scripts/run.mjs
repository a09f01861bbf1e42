// npm start (demo: embedded database with demo data) and npm run serve (production: no demo data).
import { spawn } from 'node:child_process';

const mode = process.argv[2] === 'production' ? 'production' : 'demo';
await import('./ensure-install.mjs');
const { buildWeb } = await import('./build-web.mjs');
buildWeb();

const env = {
  ...process.env,
  NODE_ENV: mode === 'production' ? 'production' : (process.env.NODE_ENV ?? 'development'),
};
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
