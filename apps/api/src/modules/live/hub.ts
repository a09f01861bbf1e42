import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '../../db/live-changes';
import type { BusListener } from './bus';

/** A stream of this process: what it is handed, in the bus's order. */
export type StreamListener = { event(event: LiveEvent): void; reset(): void; close(): void };

/** What this process's own parts hear of every event (null: events were missed), beside the streams. */
export type LiveWatch = { watch(listener: (event: LiveEvent | null) => void): void };

export type LiveHub = BusListener &
  LiveWatch & {
    /** The events after `lastId`, or null when it is not among those kept (too old, or heard by another process only). */
    after(lastId: string): LiveEvent[] | null;
    /** The newest event kept: a new stream's starting point. */
    latestId(): string;
    listen(stream: StreamListener): () => void;
    /** The server stops: every stream ends, and its browser reconnects to another process. */
    closeAll(): void;
  };

/**
 * One per process: keeps the latest events for streams that reconnect with Last-Event-ID (up to `keep` of them, for
 * `keepMs`: longer than a stream lives, so a quiet stream reopened after its 10 minutes still finds its last id), and
 * hands each event to the process's watchers, then to every open stream.
 */
export function createLiveHub(
  options: { keep: number; keepMs: number } = { keep: 5000, keepMs: 10 * 60_000 },
): LiveHub {
  let recent: { event: LiveEvent; at: number }[] = [];
  const streams = new Set<StreamListener>();
  const watchers: ((event: LiveEvent | null) => void)[] = [];
  // What a stream that came before any event kept starts from: every event kept follows it, until one is dropped.
  let origin = newOrigin();
  let originKept = true;

  function prune(now: number) {
    const old = recent.findIndex((entry) => now - entry.at < options.keepMs);
    const from = Math.max(old === -1 ? recent.length : old, recent.length - options.keep);
    if (from > 0) {
      recent = recent.slice(from);
      originKept = false;
    }
  }

  return {
    event(event) {
      const now = Date.now();
      recent.push({ event, at: now });
      if (recent.length > options.keep * 1.25 || now - (recent[0]?.at ?? now) > options.keepMs) prune(now);
      for (const watcher of watchers) watcher(event);
      for (const stream of streams) stream.event(event);
    },
    gap() {
      recent = [];
      origin = newOrigin();
      originKept = true;
      for (const watcher of watchers) watcher(null);
      for (const stream of streams) stream.reset();
    },
    after(lastId) {
      prune(Date.now());
      if (lastId === origin) return originKept ? recent.map((entry) => entry.event) : null;
      const index = recent.findIndex((entry) => entry.event.id === lastId);
      return index === -1 ? null : recent.slice(index + 1).map((entry) => entry.event);
    },
    latestId: () => recent.at(-1)?.event.id ?? origin,
    watch(listener) {
      watchers.push(listener);
    },
    listen(stream) {
      streams.add(stream);
      return () => streams.delete(stream);
    },
    closeAll() {
      for (const stream of streams) stream.close();
    },
  };
}

const newOrigin = () => `start.${randomBytes(6).toString('base64url')}`;
