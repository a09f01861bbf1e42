import { EventSource, type FetchLike } from 'eventsource';

/** What a live stream hands the page: an event's name and its ids (the page loads the figures again itself). */
export type LiveHandler = (event: string, data: unknown) => void;

/**
 * A server-sent event stream of the API (GET /api/live, or /api/live/schedule without a token): EventSource's
 * reconnection with Last-Event-ID, with the bearer token the browser's own EventSource cannot send. A refusal (401,
 * 403) closes it for good; a lost connection or a server restarting is tried again by itself.
 */
export function openLiveStream(
  path: string,
  names: readonly string[],
  onEvent: LiveHandler,
  options: { token?: string | null; fetch?: FetchLike } = {},
) {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const source = new EventSource(`/api${path}`, {
    fetch: (url, init) =>
      send(url, {
        ...init,
        headers: options.token ? { ...init.headers, Authorization: `Bearer ${options.token}` } : init.headers,
      }),
  });
  for (const name of names) {
    source.addEventListener(name, (message) => onEvent(name, readData((message as MessageEvent<string>).data)));
  }
  return () => source.close();
}

function readData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
