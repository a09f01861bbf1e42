import type { Monitoring } from '@portside/contracts/operations';
import { screen, waitFor, within } from '@testing-library/react';
import { camelCase } from 'change-case/keys';
import { describe, expect, it } from 'vitest';
import { monitoring, onPhoneWidth, openMonitoring, sent, setHours } from '../test/monitoring-fixtures';

const field = (name: string) => screen.findByRole('textbox', { name });
const saveButton = () => screen.queryByRole('button', { name: 'Save changes' });

describe('the monitoring form', { timeout: 20_000 }, () => {
  it('sends only the changed fields, trimmed, then hides Save and says it saved', async () => {
    let stored = monitoring;
    const { user, fetchMock } = openMonitoring({
      'GET /monitoring/work-order/5': () => ({ body: stored }),
      'PATCH /monitoring/9': ({ body }) => {
        stored = {
          ...stored,
          ...(camelCase(body as object) as Partial<Monitoring>),
          updatedAt: '2026-03-01T04:00:00Z',
        };
        return { body: stored };
      },
    });
    const berth = await field('Berth location');
    expect(saveButton()).not.toBeInTheDocument();
    await user.clear(berth);
    await user.type(berth, '  South Harbor  ');
    await user.type(await field('Pier'), '   ');
    await user.clear(await field('Number of gangs'));
    await user.type(await field('Break duration (hours)'), '1.5');
    await user.click(saveButton() as HTMLElement);

    expect(await screen.findByText('Monitoring info saved.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([
      { berth_location: 'South Harbor', no_gang: null, break_duration_hours: 1.5 },
    ]);
    await waitFor(() => expect(saveButton()).not.toBeInTheDocument());
    expect(await field('Berth location')).toHaveValue('South Harbor');
  });

  it('shows Save only while something differs from the record, and sends nothing when nothing does', async () => {
    const { user, fetchMock } = openMonitoring();
    const berth = await field('Berth location');
    await user.type(berth, ' ');
    // A space around the same text is no change (the value is trimmed).
    expect(saveButton()).not.toBeInTheDocument();
    await user.type(berth, 'X');
    expect(saveButton()).toBeInTheDocument();
    await user.type(berth, '{Backspace}{Backspace}{Enter}');
    expect(saveButton()).not.toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([]);
  });

  it('says Must be ≥ 0 on negative numbers and sends nothing', async () => {
    const { user, fetchMock } = openMonitoring();
    const target = await field('Target moves per hour');
    await user.clear(target);
    await user.type(target, '-5');
    await user.type(await field('Break duration (hours)'), '-1');
    await user.click(saveButton() as HTMLElement);
    expect(await field('Target moves per hour')).toHaveAccessibleDescription('Must be ≥ 0');
    expect(await field('Break duration (hours)')).toHaveAccessibleDescription('Must be ≥ 0');
    expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([]);
  });

  it('sends a changed time as the instant it names on the terminal clock', async () => {
    onPhoneWidth();
    const { user, fetchMock } = openMonitoring({ 'PATCH /monitoring/9': () => ({ body: monitoring }) });
    const berth = await screen.findByRole('button', { name: 'Time of berth' });
    expect(berth).toHaveTextContent('2026-03-01 08:30');
    await setHours(user, document.body, 'Time of berth', '7');
    expect(berth).toHaveTextContent('2026-03-01 07:30');
    await user.click(saveButton() as HTMLElement);
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([{ time_of_berth: '2026-02-28T23:30:00.000Z' }]),
    );
  });

  it("puts the server's validation messages on their fields", async () => {
    const { user } = openMonitoring({
      'PATCH /monitoring/9': () => ({
        status: 422,
        body: { detail: [{ loc: ['body', 'no_gang'], msg: 'Must be at most 30', type: 'too_big' }] },
      }),
    });
    await user.type(await field('Pier'), 'Pier 4');
    await user.click(saveButton() as HTMLElement);
    expect(await field('Number of gangs')).toHaveAccessibleDescription('Must be at most 30');
  });

  /** Records the departure; the monitoring record then loads again as `next` tells. */
  const departWith = (next: () => Monitoring) =>
    openMonitoring({
      'GET /monitoring/work-order/5': () => ({ body: next() }),
      'POST /work-orders/5/departure': () => ({ body: {} }),
      'PATCH /monitoring/9': () => ({ body: monitoring }),
    });

  async function recordDeparture(user: ReturnType<typeof openMonitoring>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Record departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the departure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Record departure' }));
    expect(await screen.findByText('Departure recorded.')).toBeInTheDocument();
  }

  it('follows a recorded departure without offering to save (or clear) it', async () => {
    let stored = monitoring;
    const { user, fetchMock } = departWith(() => stored);
    expect(await screen.findByRole('button', { name: 'Time of departure' })).toHaveTextContent('');
    stored = { ...monitoring, timeOfDeparture: '2026-03-02T10:05:00.000Z', updatedAt: '2026-03-02T10:05:00Z' };
    await recordDeparture(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Time of departure' })).toHaveTextContent('2026-03-02 18:05'),
    );
    expect(saveButton()).not.toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([]);
  });

  it('keeps what the user typed when the record changes meanwhile, the other fields following it', async () => {
    let stored = monitoring;
    const { user, fetchMock } = departWith(() => stored);
    await user.type(await field('Pier'), 'Pier 4');
    stored = {
      ...monitoring,
      berthLocation: 'South Harbor',
      pier: 'Pier 1',
      timeOfDeparture: '2026-03-02T10:05:00.000Z',
      updatedAt: '2026-03-02T10:05:00Z',
    };
    await recordDeparture(user);
    await waitFor(async () => expect(await field('Berth location')).toHaveValue('South Harbor'));
    expect(await field('Pier')).toHaveValue('Pier 4');
    await user.click(saveButton() as HTMLElement);
    await waitFor(() => expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([{ pier: 'Pier 4' }]));
  });

  it('records the actual time of arrival like the other times', async () => {
    onPhoneWidth();
    const { user, fetchMock } = openMonitoring({ 'PATCH /monitoring/9': () => ({ body: monitoring }) });
    const arrived = await screen.findByRole('button', { name: 'Arrived at' });
    expect(arrived).toHaveTextContent('2026-03-01 06:00');
    await setHours(user, document.body, 'Arrived at', '5');
    await user.click(saveButton() as HTMLElement);
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH', '/monitoring/9')).toEqual([
        { actual_time_of_arrival: '2026-02-28T21:00:00.000Z' },
      ]),
    );
  });
});
