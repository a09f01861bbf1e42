import type { Monitoring } from '@portside/contracts/operations';
import { screen, waitFor } from '@testing-library/react';
import { camelCase } from 'change-case/keys';
import { describe, expect, it } from 'vitest';
import { monitoring, onPhoneWidth, openMonitoring, sent, setHours } from './monitoring-fixtures';

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
});
