import type { TrendSummary } from '@portside/contracts/reports';

/** A trend summary of November 2026 on the 24th: 24 of 30 days elapsed. */
export const november = (overrides: Partial<TrendSummary> = {}): TrendSummary => ({
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  today: '2026-11-24',
  daysInPeriod: 30,
  elapsedDays: 24,
  remainingDays: 6,
  target: 10_000,
  actual: 6_000,
  projected: 7_500,
  remaining: 4_000,
  aboveTarget: 0,
  targetPerDay: 333.333,
  averagePerDay: 250,
  targetPerRemainingDay: 666.667,
  ...overrides,
});
