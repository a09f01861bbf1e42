/**
 * SIGTERM (or SIGINT) stops taking new requests and lets those in flight finish, an upload being read included:
 * `close` is the server's own (Fastify answers 503 on a kept-alive connection meanwhile and closes idle ones), then the
 * database; the PDF readers end with the process. A request still running after `boundSeconds` is cut off, and so is
 * everything at a second signal (Ctrl-C twice).
 */
export function stopOnSignals(boundSeconds: number, close: () => Promise<void>) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) process.exit(1);
      stopping = true;
      setTimeout(() => {
        console.error(`Requests were still running ${boundSeconds} s after ${signal}: stopped without them.`);
        process.exit(1);
      }, boundSeconds * 1000).unref();
      await close();
      process.exit(0);
    });
  }
}
