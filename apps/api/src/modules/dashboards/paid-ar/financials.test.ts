import { analyticsMessages, financialsResponseSchema } from '@portside/contracts/analytics';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { billingInvoices } from '../../../db/schema/index';
import { buildOfficialReceipt } from '../../../test/factories';
import { useTestTerminal } from '../kit/test/test-data';
import { financials } from './test/expected';

const setUp = useTestTerminal();
const { get } = setUp;
const summary = async (query: string, headers = setUp.checker) => {
  const response = await get(`/api/analytics/financials/summary${query}`, headers);
  expect(response.statusCode, query).toBe(200);
  return financialsResponseSchema.parse(response.json());
};

describe('GET /analytics/financials/summary', () => {
  it('answers 401 signed out, 403 to other departments, 200 to checkers, supervisors and finance (spec point 1)', async () => {
    for (const path of ['financials/summary', 'items/receivable', 'items/receivable/aging']) {
      const url = `/api/analytics/${path}?year=2025`;
      expect((await setUp.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['commercial', 'guard', 'client'] as const) {
        expect((await get(url, (await setUp.t.signIn(role)).headers)).statusCode, `${path} ${role}`).toBe(403);
      }
      for (const role of ['finance', 'supervisor'] as const) {
        expect((await get(url, (await setUp.t.signIn(role)).headers)).statusCode, `${path} ${role}`).toBe(200);
      }
    }
  });

  it('refuses a year that is not one with 422 and our sentence', async () => {
    for (const year of ['1999', '2101', '2025.5', '2e20', 'last']) {
      const response = await get(`/api/analytics/financials/summary?year=${year}`);
      expect(response.statusCode, year).toBe(422);
      expect(response.json().detail, year).toEqual([
        expect.objectContaining({ loc: ['query', 'year'], msg: analyticsMessages.yearInvalid }),
      ]);
    }
  });

  it('counts the BLs and CBM of our invoices by billing month, paid and receivable, with halves and the year', async () => {
    for (const year of [2024, 2025, 2026, 2019]) {
      expect(await summary(`?year=${year}`), String(year)).toEqual(financials(setUp.terminal.bls, year));
    }
  });

  it('counts a BL in the month of its bill, not of its arrival (the half-year rule)', async () => {
    const billed2025 = setUp.terminal.bls.filter((bl) => bl.invoice?.billingDate.startsWith('2025'));
    // Some BLs arrived in the first half and were billed in the second, some in one year and billed in the next.
    expect(billed2025.some((bl) => bl.arrivalDate < '2025-07-01' && (bl.invoice?.billingDate ?? '') >= '2025-07')).toBe(
      true,
    );
    const fromLastYear = setUp.terminal.bls.filter(
      (bl) => bl.arrivalDate.startsWith('2025') && bl.invoice?.billingDate.startsWith('2026'),
    );
    expect(fromLastYear.length).toBeGreaterThan(0);
    const year2026 = await summary('?year=2026');
    expect(year2026.paid.bls + year2026.receivable.bls).toBe(
      setUp.terminal.bls.filter((bl) => bl.invoice?.billingDate.startsWith('2026')).length,
    );
    const body = await summary('?year=2025');
    const secondHalf = billed2025.filter((bl) => (bl.invoice?.billingDate ?? '') >= '2025-07');
    const bySecondHalf = (paid: boolean) => secondHalf.filter((bl) => bl.invoice?.paid === paid).length;
    expect(body.paid.halves[1]?.bls).toBe(bySecondHalf(true));
    expect(body.receivable.halves[1]?.bls).toBe(bySecondHalf(false));
    expect(body.paid.bls + body.receivable.bls).toBe(billed2025.length);
    const arrived2025 = billed2025.filter((bl) => bl.arrivalDate >= '2025-07-01');
    expect(arrived2025.length).not.toBe(secondHalf.length);
  });

  it('opens on this year on the terminal calendar', async () => {
    // 20:00 UTC on 31 December 2025 is 1 January 2026 in Manila.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-12-31T20:00:00Z') });
    try {
      const { headers } = await setUp.t.signIn('checker');
      expect(await summary('', headers)).toEqual(financials(setUp.terminal.bls, 2026));
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves an invoice from receivable to paid when its official receipt is recorded', async () => {
    const bl = setUp.terminal.bls.find(
      (candidate) => candidate.invoice?.paid === false && candidate.invoice.billingDate.startsWith('2025'),
    );
    if (!bl?.invoice) throw new Error('the terminal has no unpaid invoice of 2025');
    const before = await summary('?year=2025');
    const [invoice] = await setUp.t.db
      .select({ id: billingInvoices.id })
      .from(billingInvoices)
      .where(eq(billingInvoices.itemId, bl.id));
    await buildOfficialReceipt(setUp.t.db, { orNumber: 'OR-FIN-1' }, [invoice?.id ?? 0]);
    bl.invoice.paid = true;
    const after = await summary('?year=2025');
    expect(after).toEqual(financials(setUp.terminal.bls, 2025));
    expect(after.paid.bls).toBe(before.paid.bls + 1);
    expect(after.receivable.bls).toBe(before.receivable.bls - 1);
  });
});
