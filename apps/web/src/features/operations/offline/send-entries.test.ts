import { operationMessages, type TallyBody } from '@portside/contracts/operations';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../../../lib/api-error';
import { setToken } from '../../../lib/session';
import { fakeToken } from '../../../test/mock-api';
import { entriesOf, type QueuedEntry } from './entry-store';
import { sendWaiting, submitEntry } from './send-entries';

type Answer = { status: number; body?: unknown } | 'offline';
/** fetch answering each POST in turn; what was sent (path, key, body) is kept. */
function server(...answers: Answer[]) {
  const sent: { path: string; key: string | null; moves: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const headers = new Headers(init?.headers);
      sent.push({
        path: new URL(String(input), 'http://localhost').pathname,
        key: headers.get('Idempotency-Key'),
        moves: JSON.parse(String(init?.body)).moves,
      });
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
  return sent;
}

const tally = (moves: number): TallyBody => ({ hourStart: '2026-03-01T01:00:00.000Z', gang: 1, moves, add: true });
const entry = (moves: number, userId = 1) => ({ kind: 'tally' as const, userId, workOrderId: 5, body: tally(moves) });
const movesOf = (entries: QueuedEntry[]) => entries.map((one) => (one.kind === 'tally' ? one.body.moves : null));
const describeError = (error: Parameters<typeof errorMessage>[0]) => errorMessage(error, '');

describe('entries typed on the device', () => {
  // Signed in as user 1 (the fake token's): entries are sent only as the user who typed them.
  beforeEach(() => setToken(fakeToken('operation')));

  it('are sent at once with a key of their own, and kept only until recorded', async () => {
    const sent = server({ status: 200 });
    expect(await submitEntry(entry(5))).toEqual({ state: 'recorded' });
    expect(sent[0]?.path).toBe('/api/work-orders/5/productivity-logs');
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await entriesOf(1)).toEqual([]);
  });

  it('wait without a connection, then go in the order typed, each with its key, once', async () => {
    server('offline');
    expect(await submitEntry(entry(1))).toEqual({ state: 'waiting' });
    // Older entries wait: the next ones do not overtake them, even with the connection back.
    const sent = server();
    expect(await submitEntry(entry(2))).toEqual({ state: 'waiting' });
    expect(await submitEntry(entry(3))).toEqual({ state: 'waiting' });
    expect(sent).toEqual([]);
    const kept = await entriesOf(1);
    expect(movesOf(kept)).toEqual([1, 2, 3]);

    expect(await sendWaiting(1, describeError)).toEqual(new Set([5]));
    expect(sent.map((one) => one.moves)).toEqual([1, 2, 3]);
    expect(sent.map((one) => one.key)).toEqual(kept.map((one) => one.key));
    expect(await entriesOf(1)).toEqual([]);
  });

  it('count as recorded when the server says it recorded the key already (its answer was lost)', async () => {
    server('offline');
    await submitEntry(entry(4));
    server({ status: 409, body: { detail: operationMessages.entryRecorded } });
    await sendWaiting(1, describeError);
    expect(await entriesOf(1)).toEqual([]);
  });

  it("keep the server's sentence of a refusal for the clerk, and the others still go", async () => {
    server('offline');
    await submitEntry(entry(1));
    await submitEntry(entry(2));
    const sent = server({ status: 409, body: { detail: operationMessages.visitCompleted } }, { status: 200 });
    await sendWaiting(1, describeError);
    expect(sent.map((one) => one.moves)).toEqual([1, 2]);
    const [refused, ...rest] = await entriesOf(1);
    expect(refused?.refusal).toBe(operationMessages.visitCompleted);
    expect(rest).toEqual([]);
    // Sent no more until the clerk fixes or drops it.
    const again = server();
    await sendWaiting(1, describeError);
    expect(again).toEqual([]);
  });

  it('stop at the first not delivered (the rest wait behind it), and send only the signed-in user’s', async () => {
    server('offline');
    await submitEntry(entry(1));
    await submitEntry(entry(2));
    server('offline');
    await submitEntry(entry(9, 8));
    const sent = server({ status: 503 });
    await sendWaiting(1, describeError);
    expect(sent.map((one) => one.moves)).toEqual([1]);
    expect(movesOf(await entriesOf(1))).toEqual([1, 2]);
    expect(movesOf(await entriesOf(8))).toEqual([9]);
    // Another user's entries are never sent with this session's token, even asked for.
    const theirs = server();
    await sendWaiting(8, describeError);
    expect(theirs).toEqual([]);
  });

  it('refused at once: dropped, the form shows why', async () => {
    server({ status: 422, body: { detail: [{ loc: ['body', 'moves'], msg: 'Must be ≥ 0', type: 'custom' }] } });
    const sent = await submitEntry(entry(1));
    expect(sent.state).toBe('refused');
    expect(await entriesOf(1)).toEqual([]);
  });
});
