import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type Heard = { event: string; id?: string; data: unknown };

/**
 * A stream opened as a browser's EventSource does (Accept: text/event-stream, Last-Event-ID when reconnecting), its
 * events gathered as they come.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const heard: Heard[] = [];
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    const parser = createParser({
      onEvent: (message: EventSourceMessage) => {
        heard.push({ event: message.event ?? 'message', id: message.id, data: JSON.parse(message.data) });
        for (const wake of waiters) wake();
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        if (value) parser.feed(value);
      }
    })();
  }
  /** Waits until an event passes `test` (within `ms`), and gives it. */
  async function next(test: (heard: Heard) => boolean, ms = 3000): Promise<Heard> {
    const started = Date.now();
    for (;;) {
      const found = heard.find(test);
      if (found) return found;
      if (Date.now() - started > ms) throw new Error(`no such event within ${ms} ms; heard ${JSON.stringify(heard)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 50);
      });
    }
  }
  return { response, heard, next, close: () => controller.abort() };
}

/** Some time for what should not come (an event another user must not hear). */
export const aWhile = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
