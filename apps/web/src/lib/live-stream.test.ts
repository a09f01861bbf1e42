import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './live-stream';
import { getToken, setToken } from './session';

type Answer = { status: number; text?: string; end?: boolean };

/** fetch answering the stream's openings in turn; the headers of each are kept. */
function answers(...replies: Answer[]) {
  const asked: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      asked.push(init?.headers as Record<string, string>);
      const reply = replies.shift() ?? { status: 200, text: '' };
      if (reply.status !== 200) return new Response('{}', { status: reply.status });
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          controller.enqueue(new TextEncoder().encode(reply.text ?? ''));
          if (reply.end) controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return asked;
}

let close = () => {};
afterEach(() => close());

describe('openLiveStream', () => {
  it('opens a refused stream again after a second, from the last event it had', async () => {
    const asked = answers(
      { status: 200, text: 'retry: 10\nevent: visit\nid: a.1\ndata: {"workOrderId":1}\n\n', end: true },
      { status: 503 },
      { status: 200, text: 'event: visit\nid: a.2\ndata: {"workOrderId":2}\n\n' },
    );
    const heard: unknown[] = [];
    close = openLiveStream('/live', ['visit'], (_event, data) => heard.push(data), { token: 't' });
    await vi.waitFor(() => expect(heard).toEqual([{ workOrderId: 1 }, { workOrderId: 2 }]), { timeout: 5000 });
    expect(asked).toHaveLength(3);
    expect(asked[2]).toMatchObject({ 'Last-Event-ID': 'a.1', Authorization: 'Bearer t' });
  });

  it('ends the session when the stream is refused for it (401)', async () => {
    setToken('expired');
    answers({ status: 401 });
    close = openLiveStream('/live', ['visit'], () => {}, { token: 'expired' });
    await vi.waitFor(() => expect(getToken()).toBeNull());
  });
});
