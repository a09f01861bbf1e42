import { processLog } from '../observability/process-log';

/**
 * One stop often arrives as several signals at once: a terminal's Ctrl-C reaches every process of its group, npm and
 * the cluster's primary pass it on, systemd signals the whole group. A repeat within this long is that same stop.
 */
const sameStopMs = 2_000;

/**
 * SIGTERM (or SIGINT) stops taking new requests and lets those in flight finish, an upload being read included:
 * `close` is the server's own (app.ts answers 503 on a kept-alive connection meanwhile; Fastify closes idle ones), then the
 * database; the PDF readers end with the process. A request still running after `boundSeconds` is cut off, and so is
 * everything at a signal sent again later (Ctrl-C a second time).
 */
export function stopOnSignals(boundSeconds: number, close: () => Promise<void>) {
  let stoppingSince: number | null = null;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stoppingSince !== null) {
        if (Date.now() - stoppingSince > sameStopMs) process.exit(1);
        return;
      }
      stoppingSince = Date.now();
      setTimeout(() => {
        processLog.error(`Requests were still running ${boundSeconds} s after ${signal}: stopped without them.`);
        process.exit(1);
      }, boundSeconds * 1000).unref();
      await close();
      process.exit(0);
    });
  }
}
