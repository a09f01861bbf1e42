import cluster from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { markBuildInUse } from './process/build-in-use';
import { runPrimary } from './process/primary';
import { serve } from './process/serve';

const loaded = loadConfig();
// The built web app beside this file's folder, whether it runs as source (src/) or built (dist/).
const webDist = loaded.webDist ?? join(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const config = { ...loaded, webDist };
// This file's real path (Node resolved apps/api/dist's link): the workers, and a later build's pruning, see this build.
const entry = fileURLToPath(import.meta.url);
if (entry.endsWith('.mjs') && !cluster.isWorker) markBuildInUse(entry);
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config, entry);
else await serve(config);
