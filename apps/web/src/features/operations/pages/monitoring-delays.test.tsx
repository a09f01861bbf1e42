import { operationMessages } from '@portside/contracts/operations';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPhoneWidth, openMonitoring, sent, setHours } from '../test/monitoring-fixtures';

type User = ReturnType<typeof openMonitoring>['user'];
const delaysTab = '/operations/work-orders/5/monitoring?tab=delays';

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add delay' }));
  return screen.findByRole('dialog', { name: 'Add a delay' });
}

describe('the delays log', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T02:20:30Z'));
    onPhoneWidth();
  });
  afterEach(() => vi.useRealTimers());

  it('lists each delay as a card on a phone with its total in hours and minutes, the time lost above', async () => {
    openMonitoring({}, delaysTab);
    const card = await screen.findByRole('article');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Rain')).toBeInTheDocument();
    for (const [label, value] of [
      ['Notes', 'Hatches closed'],
      ['From time', '2026-03-01 10:00'],
      ['To time', '2026-03-01 11:30'],
      ['Total delay', '1 h 30 min'],
    ]) {
      expect(within(card).getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
    expect(screen.getByText('Total time lost').nextElementSibling).toHaveTextContent('1 h 30 min');
  });

  it('starts from now to an hour later in 24 hours, and shows the total only while the end is after the start', async () => {
    const { user } = openMonitoring({}, delaysTab);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'From time' })).toHaveTextContent('2026-03-01 10:20');
    expect(within(dialog).getByRole('button', { name: 'To time' })).toHaveTextContent('2026-03-01 11:20');
    expect(within(dialog).getByRole('textbox', { name: 'Total delay' })).toHaveValue('1 h 0 min');

    await setHours(user, dialog, 'To time', '9');
    expect(within(dialog).getByRole('button', { name: 'To time' })).toHaveTextContent('2026-03-01 09:20');
    expect(within(dialog).getByRole('textbox', { name: 'Total delay' })).toHaveValue('');

    await setHours(user, dialog, 'To time', '22');
    expect(within(dialog).getByRole('textbox', { name: 'Total delay' })).toHaveValue('12 h 0 min');
  });

  it('says Reason is required, From time is required and To time is required, and sends nothing', async () => {
    const { user, fetchMock } = openMonitoring({}, delaysTab);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Clear From time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear To time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save delay' }));
    expect(await within(dialog).findByText(operationMessages.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(operationMessages.fromTimeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(operationMessages.toTimeRequired)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/delays')).toEqual([]);
  });

  it('says To time must be after from time when it is not', async () => {
    const { user, fetchMock } = openMonitoring({}, delaysTab);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Crane breakdown');
    await setHours(user, dialog, 'To time', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save delay' }));
    expect(await within(dialog).findByText(operationMessages.toTimeAfterFrom)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/delays')).toEqual([]);
  });

  it('posts the reason, the notes and both instants, then closes', async () => {
    const { user, fetchMock } = openMonitoring(
      { 'POST /work-orders/5/delays': () => ({ status: 201, body: {} }) },
      delaysTab,
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Crane breakdown ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Crane 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save delay' }));
    expect(await screen.findByText('Delay added.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/work-orders/5/delays')).toEqual([
      {
        reason: 'Crane breakdown',
        notes: 'Crane 2',
        from_time: '2026-03-01T02:20:00.000Z',
        to_time: '2026-03-01T03:20:00.000Z',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a delay' })).not.toBeInTheDocument());
  });
});
