// npm start (demo: embedded database with demo data) and npm run serve (production: no demo data), both on the API
// built ahead into JavaScript (apps/api/dist).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const mode = process.argv[2] === 'production' ? 'production' : 'demo';
await import('./ensure-install.mjs');
const { buildWeb } = await import('./build-web.mjs');
const { buildApi } = await import('./build-api.mjs');
buildWeb();
await buildApi();

const env = {
  ...process.env,
  NODE_ENV: mode === 'production' ? 'production' : (process.env.NODE_ENV ?? 'development'),
};
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server ended by a signal it did not handle (killed, crashed) is a failure, as a shell reports it: 128 + the signal.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
