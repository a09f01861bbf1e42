import cluster from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { runPrimary } from './process/primary';
import { serve } from './process/serve';

const loaded = loadConfig();
// The built web app beside this file's folder, whether it runs as source (src/) or built (dist/).
const webDist = loaded.webDist ?? join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const config = { ...loaded, webDist };
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config);
