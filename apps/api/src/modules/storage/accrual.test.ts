import type { StorageTariff } from '@portside/contracts/storage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrueStorage, type StayOfBl } from './accrual';
import { addDays, daysBetween } from './calendar';

const importTariff = (overrides: Partial<StorageTariff> = {}): StorageTariff => ({
  cargoClass: 'import',
  basis: 'revenueTon',
  freeDays: 5,
  ratePerDay: '10.00',
  tiers: [],
  vatPercent: '12.00',
  effectiveFrom: '2026-01-01',
  ...overrides,
});
/** 20 revenue tons (20,000 kg beside 11.326 m3 = 10 tons by volume), 100 packages, discharged on 1 March. */
const stay = (overrides: Partial<StayOfBl> = {}): StayOfBl => ({
  cargoClass: 'import',
  dischargeDay: '2026-03-01',
  toDay: '2026-03-01',
  measures: { cbm: '11.326', grossWeight: '20000.000' },
  packages: 100,
  withdrawals: [],
  vatRegistered: true,
  ...overrides,
});

describe('the days of a stay', () => {
  it('counts the discharge day as 0 and frees the days after it up to the free days', () => {
    const onDay5 = accrueStorage(stay({ toDay: '2026-03-06' }), [importTariff()]);
    expect(onDay5).toMatchObject({ daysInTerminal: 5, freeDays: 5, freeDaysLeft: 0, chargeableDays: 0 });
    expect(onDay5.netAmount).toBe('0.00');
    const onDay2 = accrueStorage(stay({ toDay: '2026-03-03' }), [importTariff()]);
    expect(onDay2).toMatchObject({ daysInTerminal: 2, freeDaysLeft: 3, chargeableDays: 0 });
  });

  it('charges each day after the free days on the revenue tons, and VAT once on the net', () => {
    const accrual = accrueStorage(stay({ toDay: '2026-03-09' }), [importTariff()]);
    expect(accrual).toMatchObject({ daysInTerminal: 8, chargeableDays: 3, netAmount: '600.00', vatAmount: '72.00' });
    expect(accrual.lines).toEqual([
      {
        from: '2026-03-07',
        to: '2026-03-09',
        days: 3,
        tier: 0,
        basis: 'revenueTon',
        quantity: '20.000',
        ratePerDay: '10.00',
        vatPercent: '12.00',
        amount: '600.00',
      },
    ]);
  });

  it('runs across month ends and a leap day as calendar days', () => {
    const accrual = accrueStorage(stay({ dischargeDay: '2028-02-26', toDay: '2028-03-03' }), [
      importTariff({ freeDays: 2 }),
    ]);
    expect(accrual.daysInTerminal).toBe(6);
    expect(accrual.lines.map(({ from, to, days }) => ({ from, to, days }))).toEqual([
      { from: '2028-02-29', to: '2028-03-03', days: 4 },
    ]);
    expect(
      accrueStorage(stay({ dischargeDay: '2026-12-30', toDay: '2027-01-02' }), [importTariff()]).daysInTerminal,
    ).toBe(3);
  });

  it('raises the rate from the day a tier names, in a line of its own', () => {
    const tiers = [{ fromDay: 31, ratePerDay: '25.00' }];
    const accrual = accrueStorage(stay({ toDay: addDays('2026-03-01', 33) }), [importTariff({ tiers })]);
    expect(accrual.lines.map(({ tier, days, ratePerDay, amount }) => ({ tier, days, ratePerDay, amount }))).toEqual([
      { tier: 0, days: 25, ratePerDay: '10.00', amount: '5000.00' },
      { tier: 1, days: 3, ratePerDay: '25.00', amount: '1500.00' },
    ]);
  });

  it('prices each day at the tariff in force on it, with the free days of the discharge day', () => {
    const tariffs = [
      importTariff(),
      importTariff({ effectiveFrom: '2026-03-10', freeDays: 15, ratePerDay: '12.00', vatPercent: '10.00' }),
    ];
    const accrual = accrueStorage(stay({ toDay: '2026-03-12' }), tariffs);
    expect(accrual.freeDays).toBe(5);
    expect(accrual.lines.map(({ from, days, ratePerDay }) => ({ from, days, ratePerDay }))).toEqual([
      { from: '2026-03-07', days: 3, ratePerDay: '10.00' },
      { from: '2026-03-10', days: 3, ratePerDay: '12.00' },
    ]);
    // 600.00 at 12% and 720.00 at 10%: 72.00 + 72.00.
    expect(accrual).toMatchObject({ netAmount: '1320.00', vatAmount: '144.00', totalAmount: '1464.00' });
  });

  it('charges what remains each day after a withdrawal, the day of a withdrawal included', () => {
    const withdrawals = [
      { day: '2026-03-08', packages: 25 },
      { day: '2026-03-09', packages: 75 },
    ];
    const accrual = accrueStorage(stay({ toDay: '2026-03-20', withdrawals }), [importTariff()]);
    expect(accrual).toMatchObject({ daysInTerminal: 8, toDay: '2026-03-09', chargeableDays: 3 });
    expect(accrual.lines.map(({ days, quantity }) => ({ days, quantity }))).toEqual([
      { days: 2, quantity: '20.000' },
      { days: 1, quantity: '15.000' },
    ]);
  });

  it('charges no VAT for a seller not VAT-registered', () => {
    const accrual = accrueStorage(stay({ toDay: '2026-03-09', vatRegistered: false }), [importTariff()]);
    expect(accrual).toMatchObject({ netAmount: '600.00', vatAmount: '0.00', totalAmount: '600.00' });
  });

  it('counts nothing without a tariff of the cargo class in force on the discharge day', () => {
    const tariffs = [importTariff({ effectiveFrom: '2026-03-02' }), importTariff({ cargoClass: 'export' })];
    const accrual = accrueStorage(stay({ toDay: '2026-04-01' }), tariffs);
    expect(accrual).toMatchObject({ priced: false, daysInTerminal: 31, chargeableDays: 0, netAmount: '0.00' });
  });

  it('uses the free days of the cargo class of the visit', () => {
    const tariffs = [importTariff(), importTariff({ cargoClass: 'transhipment', freeDays: 15 })];
    const accrual = accrueStorage(stay({ cargoClass: 'transhipment', toDay: '2026-03-21' }), tariffs);
    expect(accrual).toMatchObject({ freeDays: 15, chargeableDays: 5 });
  });
});

/** What a day costs, found afresh for every day: the reading of the rules the lines must agree with. */
function oracle(bl: StayOfBl, tariffs: StorageTariff[]) {
  const inForce = (day: string) =>
    tariffs
      .filter((t) => t.cargoClass === bl.cargoClass && t.effectiveFrom <= day)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const first = inForce(bl.dischargeDay);
  const days: { day: string; rate: number; quantity: number }[] = [];
  if (!first) return days;
  const tonsOf = (basis: StorageTariff['basis']) => {
    const cbm = Math.round(Number(bl.measures.cbm) * 1000);
    if (basis === 'cbm') return cbm;
    return Math.max(Math.round(Number(bl.measures.grossWeight)), Math.round((cbm * 10_000) / 11_326));
  };
  for (let k = 1; addDays(bl.dischargeDay, k) <= bl.toDay; k++) {
    const day = addDays(bl.dischargeDay, k);
    const left = bl.packages - bl.withdrawals.filter((w) => w.day < day).reduce((s, w) => s + w.packages, 0);
    if (left <= 0) break;
    const tariff = inForce(day);
    if (k <= first.freeDays || !tariff) continue;
    const tier = [...tariff.tiers].reverse().find((t) => t.fromDay <= k);
    const rate = Math.round(Number(tier?.ratePerDay ?? tariff.ratePerDay) * 100);
    days.push({ day, rate, quantity: Math.round((tonsOf(tariff.basis) * left) / bl.packages) });
  }
  return days;
}

const day = fc.integer({ min: 0, max: 1200 }).map((n) => addDays('2024-01-20', n));
const money = fc.integer({ min: 0, max: 99_999 }).map((c) => (c / 100).toFixed(2));
const tariffArbitrary = fc
  .record({
    cargoClass: fc.constantFrom('import' as const, 'export' as const),
    basis: fc.constantFrom('cbm' as const, 'revenueTon' as const),
    freeDays: fc.integer({ min: 0, max: 20 }),
    ratePerDay: money,
    steps: fc.array(fc.record({ after: fc.integer({ min: 1, max: 30 }), rate: money }), { maxLength: 3 }),
    vatPercent: fc.constantFrom('12.00', '0.00', '10.00'),
    effectiveFrom: day,
  })
  .map(({ steps, ...tariff }): StorageTariff => {
    let from = tariff.freeDays;
    const tiers = steps.map((step) => {
      from += step.after;
      return { fromDay: from, ratePerDay: step.rate };
    });
    return { ...tariff, tiers };
  });
const stayArbitrary = fc
  .record({
    cargoClass: fc.constantFrom('import' as const, 'export' as const),
    dischargeDay: day,
    stayDays: fc.integer({ min: 0, max: 150 }),
    cbm: fc.integer({ min: 0, max: 2_000_000 }),
    kg: fc.integer({ min: 0, max: 2_000_000 }),
    packages: fc.integer({ min: 1, max: 300 }),
    withdrawals: fc.array(
      fc.record({ after: fc.integer({ min: 0, max: 150 }), packages: fc.integer({ min: 1, max: 200 }) }),
      { maxLength: 4 },
    ),
    vatRegistered: fc.boolean(),
  })
  .map(
    (s): StayOfBl => ({
      cargoClass: s.cargoClass,
      dischargeDay: s.dischargeDay,
      toDay: addDays(s.dischargeDay, s.stayDays),
      measures: { cbm: (s.cbm / 1000).toFixed(3), grossWeight: (s.kg / 1000).toFixed(3) },
      packages: s.packages,
      withdrawals: s.withdrawals.map((w) => ({ day: addDays(s.dischargeDay, w.after), packages: w.packages })),
      vatRegistered: s.vatRegistered,
    }),
  );
const uniqueTariffs = fc.uniqueArray(tariffArbitrary, {
  selector: (t) => `${t.cargoClass} ${t.effectiveFrom}`,
  maxLength: 4,
});

describe('days billed already, days waived', () => {
  const tariffs = [importTariff({ tiers: [{ fromDay: 20, ratePerDay: '15.00' }] })];
  const all = accrueStorage(stay({ toDay: '2026-03-31' }), tariffs);

  it('counts only the days after the last one billed: a second invoice starts the day after', () => {
    const later = accrueStorage(stay({ toDay: '2026-03-31' }), tariffs, { after: '2026-03-20' });
    expect(later.lines[0]?.from).toBe('2026-03-21');
    expect(later.chargeableDays).toBe(11);
    const earlier = all.lines.flatMap((line) => Array.from({ length: line.days }, (_, i) => addDays(line.from, i)));
    expect(earlier.filter((d) => d > '2026-03-20')).toHaveLength(11);
  });

  it('waives the first days charged, keeping each later day at its own rate from a day', () => {
    const waived = accrueStorage(stay({ toDay: '2026-03-31' }), tariffs, { waivedDays: 3 });
    expect(waived.chargeableDays).toBe(all.chargeableDays - 3);
    expect(waived.lines[0]?.from).toBe(addDays(all.lines[0]?.from ?? '', 3));
    expect(waived.lines.at(-1)).toEqual(all.lines.at(-1));
  });
});

describe('any stay, any tariffs', () => {
  it('charges exactly the days the rules name, at their rate and quantity, each line rounded once', () => {
    fc.assert(
      fc.property(stayArbitrary, uniqueTariffs, (bl, tariffs) => {
        const accrual = accrueStorage(bl, tariffs);
        const charged = accrual.lines.flatMap((line) =>
          Array.from({ length: line.days }, (_, i) => ({
            day: addDays(line.from, i),
            rate: Math.round(Number(line.ratePerDay) * 100),
            quantity: Math.round(Number(line.quantity) * 1000),
          })),
        );
        expect(charged).toEqual(oracle(bl, tariffs));
        for (const line of accrual.lines) {
          expect(daysBetween(line.from, line.to) + 1).toBe(line.days);
          const exact =
            BigInt(line.days) *
            BigInt(Math.round(Number(line.quantity) * 1000)) *
            BigInt(line.ratePerDay.replace('.', ''));
          expect(BigInt(line.amount.replace('.', ''))).toBe((2n * exact + 1000n) / 2000n);
        }
        const net = accrual.lines.reduce((sum, line) => sum + BigInt(line.amount.replace('.', '')), 0n);
        expect(accrual.netAmount.replace('.', '')).toBe(net.toString().padStart(3, '0'));
        expect(accrual.chargeableDays).toBe(charged.length);
        if (!bl.vatRegistered) expect(accrual.vatAmount).toBe('0.00');
      }),
      { numRuns: 500 },
    );
  });

  it('bills every day once over invoices that end anywhere, each waiving any of its first days', () => {
    const split = fc.array(fc.record({ length: fc.integer({ min: 0, max: 60 }), waived: fc.nat(5) }), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(stayArbitrary, uniqueTariffs, split, (bl, tariffs, invoices) => {
        const days = (accrual: ReturnType<typeof accrueStorage>) =>
          accrual.lines.flatMap((line) => Array.from({ length: line.days }, (_, i) => addDays(line.from, i)));
        const whole = days(accrueStorage(bl, tariffs));
        let after: string | undefined;
        const billed: string[] = [];
        const waived: string[] = [];
        for (const invoice of invoices) {
          const to = addDays(after ?? bl.dischargeDay, invoice.length);
          const part = { ...bl, toDay: to < bl.toDay ? to : bl.toDay };
          const open = days(accrueStorage(part, tariffs, { after }));
          const charged = days(accrueStorage(part, tariffs, { after, waivedDays: invoice.waived }));
          expect(charged).toEqual(open.slice(invoice.waived));
          billed.push(...charged);
          waived.push(...open.slice(0, invoice.waived));
          after = part.toDay;
        }
        const rest = days(accrueStorage(bl, tariffs, { after }));
        expect([...billed, ...waived, ...rest].sort()).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });
});
