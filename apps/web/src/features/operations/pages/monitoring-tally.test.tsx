import { operationMessages } from '@portside/contracts/operations';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMonitoring, sent } from '../test/monitoring-fixtures';

const tallyTab = '/operations/work-orders/5/monitoring?tab=tally';

describe('the hourly tally', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // 10:20 in Manila: the hours offered start at 10:00 of the terminal clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T02:20:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('posts the current whole hour of the terminal, the gang and the moves, with numeric keyboards', async () => {
    const { user, fetchMock } = openMonitoring(
      { 'POST /work-orders/5/productivity-logs': () => ({ status: 201, body: {} }) },
      tallyTab,
    );
    const hour = await screen.findByRole('combobox', { name: 'Hour' });
    expect(hour).toHaveDisplayValue('2026-03-01 10:00–11:00');
    expect(within(hour).getAllByRole('option')).toHaveLength(24);
    expect(screen.getByRole('textbox', { name: 'Moves' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Gang' })).toHaveAttribute('inputmode', 'numeric');

    await user.selectOptions(hour, '2026-03-01 09:00–10:00');
    const gang = screen.getByRole('textbox', { name: 'Gang' });
    await user.clear(gang);
    await user.type(gang, '3');
    await user.type(screen.getByRole('textbox', { name: 'Moves' }), '12');
    await user.click(screen.getByRole('button', { name: 'Record tally' }));

    expect(await screen.findByText('Tally recorded.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs')).toEqual([
      { hour_start: '2026-03-01T01:00:00.000Z', gang: 3, moves: 12, confirm_excess: false, add: true },
    ]);
    expect(screen.getByRole('textbox', { name: 'Moves' })).toHaveValue('');
  });

  it('offers to add moves to an hour and gang already counted, or to correct its total', async () => {
    const { user } = openMonitoring({}, tallyTab);
    const hour = await screen.findByRole('combobox', { name: 'Hour' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Gang 1 already has 20 moves in this hour: add the moves of the last lifts to them, or correct the total.',
    );
    expect(screen.getByRole('button', { name: 'Add moves' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct total' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record tally' })).not.toBeInTheDocument();
    const gang = screen.getByRole('textbox', { name: 'Gang' });
    await user.clear(gang);
    await user.type(gang, '2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(/offers to add moves to its count or to correct it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record tally' })).toBeInTheDocument();
    await user.selectOptions(hour, '2026-03-01 09:00–10:00');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Gang 2 already has 5 moves in this hour: add the moves of the last lifts to them, or correct the total.',
    );
  });

  it.each([
    ['the Add moves button', '4', 4],
    ["the keyboard's Enter, which never replaces a count", '5{Enter}', 5],
  ])('adds the moves of the last lifts at %s, the server adding them to the hour', async (_, typed, moves) => {
    const { user, fetchMock } = openMonitoring(
      { 'POST /work-orders/5/productivity-logs': () => ({ status: 201, body: {} }) },
      tallyTab,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Moves' }), typed);
    if (!typed.endsWith('{Enter}')) await user.click(screen.getByRole('button', { name: 'Add moves' }));
    expect(await screen.findByText('Moves added.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs')).toEqual([
      { hour_start: '2026-03-01T02:00:00.000Z', gang: 1, moves, confirm_excess: false, add: true },
    ]);
  });

  it('reads digits typed on a Japanese or an Urdu keyboard, and refuses a decimal comma', async () => {
    const { user, fetchMock } = openMonitoring(
      { 'POST /work-orders/5/productivity-logs': () => ({ status: 201, body: {} }) },
      tallyTab,
    );
    const moves = await screen.findByRole('textbox', { name: 'Moves' });
    await user.type(moves, '2,5');
    await user.click(screen.getByRole('button', { name: 'Add moves' }));
    expect(moves).toHaveAccessibleDescription(operationMessages.movesInvalid);
    await user.clear(moves);
    await user.type(moves, '１２');
    await user.click(screen.getByRole('button', { name: 'Add moves' }));
    await screen.findByText('Moves added.');
    await user.type(moves, '۱۲');
    await user.click(screen.getByRole('button', { name: 'Add moves' }));
    await vi.waitFor(() => expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs')).toHaveLength(2));
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs').map((body) => body.moves)).toEqual([12, 12]);
  });

  it('keeps a minus sign typed in the moves and refuses it, instead of recording the number without it', async () => {
    const { user, fetchMock } = openMonitoring({}, tallyTab);
    const moves = await screen.findByRole('textbox', { name: 'Moves' });
    await user.type(moves, '-5');
    expect(moves).toHaveValue('-5');
    await user.click(screen.getByRole('button', { name: 'Add moves' }));
    expect(moves).toHaveAccessibleDescription(operationMessages.movesInvalid);
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs')).toEqual([]);
  });

  it('asks before moves exceed the manifested packages, and sends again with confirmExcess', async () => {
    const { user, fetchMock } = openMonitoring(
      {
        'POST /work-orders/5/productivity-logs': ({ body }) =>
          (body as { confirm_excess: boolean }).confirm_excess
            ? { status: 201, body: {} }
            : { status: 409, body: { detail: operationMessages.excessMoves } },
      },
      tallyTab,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Moves' }), '90');
    await user.click(screen.getByRole('button', { name: 'Correct total' }));
    const dialog = await screen.findByRole('dialog', { name: 'More moves than manifested?' });
    expect(dialog).toHaveTextContent(operationMessages.excessMoves);
    expect(screen.queryByText('Tally recorded.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record anyway' }));
    expect(await screen.findByText('Tally recorded.')).toBeInTheDocument();
    const body = { hour_start: '2026-03-01T02:00:00.000Z', gang: 1, moves: 90, add: false };
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs')).toEqual([
      { ...body, confirm_excess: false },
      { ...body, confirm_excess: true },
    ]);
  });

  it('refuses a tally without moves with the contract message, and shows the log by hour and gang', async () => {
    const { user, fetchMock } = openMonitoring({}, tallyTab);
    await user.click(await screen.findByRole('button', { name: 'Correct total' }));
    expect(await screen.findByRole('textbox', { name: 'Moves' })).toHaveAccessibleDescription(
      operationMessages.movesInvalid,
    );
    expect(sent(fetchMock, 'POST', '/work-orders/5/productivity-logs')).toEqual([]);

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Hour', 'Gang 1', 'Gang 2', 'Total'],
      ['2026-03-01 09:00-10:00', '10', '5', '15'],
      ['2026-03-01 10:00-11:00', '20', '', '20'],
      ['Totals', '30', '5', '35'],
    ]);
  });
});
