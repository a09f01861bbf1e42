import { EventSource, type FetchLike } from 'eventsource';
import { clearSession } from './session';

/** What a live stream hands the page: an event's name and its ids (the page loads the figures again itself). */
export type LiveHandler = (event: string, data: unknown) => void;

const firstRetryMs = 1000;
const lastRetryMs = 30_000;

/**
 * A server-sent event stream of the API (GET /api/live, or /api/live/schedule without a token): EventSource's
 * reconnection with Last-Event-ID, with the bearer token the browser's own EventSource cannot send. A refused stream
 * (EventSource gives up on any answer but 200: a server restarting, a proxy's 502, too many streams) is opened again
 * after 1 s, then up to 30 s, from the last event it had (the server sends what was missed, or `reset`); a 401 ends
 * the session instead.
 */
export function openLiveStream(
  path: string,
  names: readonly string[],
  onEvent: LiveHandler,
  options: { token?: string | null; fetch?: FetchLike } = {},
) {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  let source: EventSource | undefined;
  let retryMs = firstRetryMs;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let lastId: string | undefined;

  const open = () => {
    const current = new EventSource(`/api${path}`, {
      fetch: (url, init) =>
        send(url, {
          ...init,
          headers: {
            ...(lastId === undefined ? {} : { 'Last-Event-ID': lastId }),
            ...init.headers,
            ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          },
        }),
    });
    source = current;
    const heard = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastId = message.lastEventId;
    };
    current.addEventListener('ready', (message) => heard(message as MessageEvent<string>));
    for (const name of names) {
      current.addEventListener(name, (message) => {
        heard(message as MessageEvent<string>);
        onEvent(name, readData((message as MessageEvent<string>).data));
      });
    }
    current.addEventListener('open', () => {
      retryMs = firstRetryMs;
    });
    current.addEventListener('error', (error) => {
      if (closed || current.readyState !== EventSource.CLOSED) return;
      if ((error as { code?: number }).code === 401) return clearSession();
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    });
  };
  open();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}

function readData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
