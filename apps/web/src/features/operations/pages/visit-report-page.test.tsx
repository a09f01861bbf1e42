import type { VisitReport } from '@portside/contracts/operations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildVisitReport } from '../test/builders';

type OutturnRow = VisitReport['outturn']['rows'][number];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

function open(report: VisitReport = buildVisitReport()) {
  signIn('operation', { 'GET /work-orders/5/report': () => ({ body: report }) });
  return renderApp('/reports/operations/5');
}

describe('visit report', () => {
  it('heads the statement with the vessel, voyage, work order and agent', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Statement of facts' })).toBeInTheDocument();
    const particulars = screen.getByLabelText('Particulars of the visit');
    for (const [label, value] of [
      ['Vessel', 'MV Pacific Dawn'],
      ['Voyage', 'V.2503'],
      ['Work order', 'WO-2025-00005'],
      ['Shipping agent', 'Manila Shipping Agency'],
      ['Arrival date', 'Mar 1, 2025'],
    ]) {
      expect(within(particulars).getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
  });

  it('gives the times of the visit in the terminal time zone and the moves', async () => {
    open();
    const times = await screen.findByRole('table', { name: 'Times of the visit' });
    expect(rowsOf(times)).toEqual([
      ['Actual time of arrival', '2025-03-01 06:00'],
      ['Berthed', '2025-03-01 08:30'],
      ['Berth and pier', 'Berth 3, Pier 2'],
      ['First move', '2025-03-01 09:00'],
      ['Last move', '2025-03-01 11:00'],
      ['Departure', '2025-03-01 17:00'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Moves' }))).toEqual([
      ['Manifested packages', '30'],
      ['Total moves', '31'],
      ['Balance to move', '-1'],
      ['Moves per worked hour', '15.5'],
      ['BLs discharged', '3 of 3'],
    ]);
  });

  it('lists the delays with the total time lost in hours and minutes', async () => {
    open();
    expect(rowsOf(await screen.findByRole('table', { name: 'Delays' }))).toEqual([
      ['Reason', 'Notes', 'From', 'To', 'Time lost'],
      ['Rain', 'Hatches closed', '2025-03-01 10:00', '2025-03-01 11:15', '1 h 15 min'],
      ['Crane breakdown', '', '2025-03-01 12:00', '2025-03-01 12:50', '0 h 50 min'],
      ['Total time lost', '', '', '', '2 h 5 min'],
    ]);
  });

  it('gives the moves by hour and gang with their totals, and the CBM handled and remaining', async () => {
    open();
    expect(rowsOf(await screen.findByRole('table', { name: 'Productivity by hour and gang' }))).toEqual([
      ['Day', 'Hour', 'Gang 1', 'Gang 2', 'Total'],
      ['Mar 1, 2025', '09:00-10:00', '8', '6', '14'],
      ['Mar 1, 2025', '10:00-11:00', '17', '', '17'],
      ['Total', '', '25', '6', '31'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Handled and remaining CBM' }))).toEqual([
      ['Category', 'Total CBM', 'Handled CBM', 'Remaining CBM'],
      ['Stevedoring', '120.50', '100.25', '20.25'],
      ['Arrastre', '45.50', '45.50', '0.00'],
    ]);
  });

  it('gives the outturn of every BL and lists the short-landed and over-landed ones', async () => {
    open();
    expect(rowsOf(await screen.findByRole('table', { name: 'Outturn' }))).toEqual([
      ['BL No', 'Consignee', 'Manifested', 'Discharged', 'Difference'],
      ['MNL-1', 'Cebu Steel Corp', '10', '10', '0'],
      ['MNL-2', 'Davao Cement Inc.', '12', '9', '-3'],
      ['MNL-3', 'Iloilo Rice Trading', '8', '12', '+4'],
      ['Total', '', '30', '31', '+1'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Short-landed BLs' })).slice(1)).toEqual([
      ['MNL-2', 'Davao Cement Inc.', '12', '9', '-3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Over-landed BLs' })).slice(1)).toEqual([
      ['MNL-3', 'Iloilo Rice Trading', '8', '12', '+4'],
    ]);
  });

  it('counts only the discharged BLs in the difference, and says how many are not discharged yet', async () => {
    const report = buildVisitReport();
    const [first, second, third] = report.outturn.rows as [OutturnRow, OutturnRow, OutturnRow];
    open({
      ...report,
      outturn: {
        ...report.outturn,
        rows: [first, { ...second, discharged: null, difference: null }, third],
        shortLanded: [],
        discharged: 22,
      },
    });
    const outturn = await screen.findByRole('table', { name: 'Outturn' });
    expect(rowsOf(outturn).at(-1)).toEqual(['Total', '', '30', '22', '+4']);
    expect(screen.getByText('1 BL is not discharged yet: it is not counted in the difference.')).toBeInTheDocument();
  });

  it('says what was not recorded yet on a visit still arriving', async () => {
    const report = buildVisitReport();
    open({
      ...report,
      monitoring: {
        ...report.monitoring,
        timeOfBerth: null,
        timeOfDeparture: null,
        actualTimeOfArrival: null,
        firstMoveTime: null,
        lastMoveTime: null,
        berthLocation: null,
        pier: null,
        actualMovesPerHour: null,
      },
      delays: { data: [], totalMinutes: 0 },
      productivity: { data: [], gangs: [], totals: { gang: {}, total: 0 } },
      categories: [],
      outturn: {
        ...report.outturn,
        rows: report.outturn.rows.map((row) => ({ ...row, discharged: null, difference: null })),
        shortLanded: [],
        overLanded: [],
        discharged: 0,
      },
    });
    const times = await screen.findByRole('table', { name: 'Times of the visit' });
    expect(within(times).getAllByText('Not recorded')).toHaveLength(6);
    for (const text of [
      'No delays were recorded.',
      'No moves were recorded.',
      'None of the cargo of this visit is ours to handle.',
      'No BL was short-landed.',
      'No BL was over-landed.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('table', { name: 'Outturn' })).getAllByText('Not discharged')).toHaveLength(3);
  });

  it('prints with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('says Work order not found. for an unknown visit', async () => {
    signIn('operation', {
      'GET /work-orders/9/report': () => ({ status: 404, body: { detail: 'Work order not found.' } }),
    });
    renderApp('/reports/operations/9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Work order not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says Failed to load work order and loads the report again on Retry', async () => {
    let fail = true;
    signIn('operation', {
      'GET /work-orders/5/report': () => (fail ? { status: 500 } : { body: buildVisitReport() }),
    });
    const { user } = renderApp('/reports/operations/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load work order');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Statement of facts' })).toBeInTheDocument();
  });

  it('lets a supervisor, come from the vessel schedule, reopen a completed visit with a reason', async () => {
    const report = buildVisitReport();
    const sent: unknown[] = [];
    let status = 'completed';
    signIn('supervisor', {
      'GET /work-orders/5/report': () => ({ body: { ...report, workOrder: { ...report.workOrder, status } } }),
      'POST /work-orders/5/reopen': ({ body }) => {
        sent.push(body);
        status = 'final';
        return { body: {} };
      },
    });
    const { user } = renderApp('/reports/operations/5');
    expect(await screen.findByRole('link', { name: 'Back to the vessel schedule' })).toHaveAttribute(
      'href',
      '/dashboard/reports/generator',
    );
    await user.click(screen.getByRole('button', { name: 'Reopen visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen this visit?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Gang 2 typed as gang 1');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen visit' }));
    expect(await screen.findByText('The visit is reopened.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Gang 2 typed as gang 1' }]);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Reopen visit' })).not.toBeInTheDocument());
  });

  it('offers no Reopen to operation, nor on a visit not completed', async () => {
    const report = buildVisitReport();
    open({ ...report, workOrder: { ...report.workOrder, status: 'completed' } });
    await screen.findByRole('heading', { name: 'Statement of facts' });
    expect(screen.queryByRole('button', { name: 'Reopen visit' })).not.toBeInTheDocument();
  });
});
