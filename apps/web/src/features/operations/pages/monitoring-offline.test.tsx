import { operationMessages } from '@portside/contracts/operations';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMonitoring, sent } from '../test/monitoring-fixtures';

const tallyTab = '/operations/work-orders/5/monitoring?tab=tally';
const hour = '2026-03-01 10:00–11:00';

/** The POST of a tally: unreachable while `offline`, else answered with `answer`. */
function quay() {
  const state = { offline: true, answer: { status: 200, body: {} } as { status: number; body: unknown } };
  const handlers = {
    'POST /work-orders/5/productivity-logs': () => {
      if (state.offline) throw new TypeError('Failed to fetch');
      return state.answer;
    },
  };
  return { state, handlers };
}

async function typeTally(user: ReturnType<typeof openMonitoring>['user'], gang: string, moves: string) {
  const gangField = await screen.findByRole('textbox', { name: 'Gang' });
  await user.clear(gangField);
  await user.type(gangField, gang);
  await user.type(screen.getByRole('textbox', { name: 'Moves' }), moves);
  await user.click(screen.getByRole('button', { name: /^(Record tally|Add moves)$/ }));
}

describe('a tally typed without a connection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T02:20:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is kept on the device, shown waiting, and sent once the connection returns, with its key', async () => {
    const { state, handlers } = quay();
    const { user, fetchMock } = openMonitoring(handlers, tallyTab);
    await typeTally(user, '2', '7');
    expect(
      await screen.findByText('No connection: kept on this device, it will be sent when the connection returns.'),
    ).toBeInTheDocument();
    const kept = await screen.findByRole('region', { name: 'Kept on this device (1)' });
    expect(within(kept).getByText(`${hour}, gang 2: add 7 moves`)).toBeInTheDocument();
    expect(within(kept).getByText('Waiting')).toBeInTheDocument();

    state.offline = false;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Kept on this device/ })).toBeNull());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    const keys = posts.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    // Tried once without a connection, then delivered with the same key.
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs').at(-1)).toMatchObject({ gang: 2, moves: 7 });
  });

  it("shows the server's refusal when it is sent later, for the clerk to fix or drop", async () => {
    const { state, handlers } = quay();
    const { user } = openMonitoring(handlers, tallyTab);
    await typeTally(user, '2', '7');
    await typeTally(user, '2', '4');
    await screen.findByRole('region', { name: 'Kept on this device (2)' });

    state.offline = false;
    state.answer = { status: 409, body: { detail: operationMessages.visitCompleted } };
    await act(async () => void window.dispatchEvent(new Event('online')));
    const kept = await screen.findByRole('region', { name: 'Kept on this device (2)' });
    await vi.waitFor(() => expect(within(kept).getAllByText(operationMessages.visitCompleted)).toHaveLength(2));
    expect(within(kept).getAllByText('Refused')).toHaveLength(2);

    const [fixFirst] = within(kept).getAllByRole('button', { name: 'Fix' });
    await user.click(fixFirst as HTMLElement);
    expect(await screen.findByRole('region', { name: 'Kept on this device (1)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Moves' })).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'Gang' })).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Drop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop this entry? It will not be sent.' });
    await user.click(within(dialog).getByRole('button', { name: 'Drop' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /Kept on this device/ })).toBeNull());
  });
});
