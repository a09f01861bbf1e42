import type { Config } from '../config';
import { processLog } from '../observability/process-log';

/**
 * What the console says once the API answers: lines for a person at `npm start`; in production one JSON log line, like
 * every other (a log collector reads them all the same way).
 */
export function announce(config: Config, lines: string[]) {
  const url = `http://localhost:${config.port}`;
  const processes = config.workers > 1 ? [`${config.workers} API processes (WORKERS)`] : [];
  if (config.production) {
    processLog.info('Portside is running', { url, workers: config.workers, notes: lines });
    return;
  }
  const docs = config.apiDocs ? `  (API documentation: ${url}/api/docs)` : '';
  console.log(['', `Portside is running at ${url}${docs}`, ...processes, ...lines].join('\n'));
}
