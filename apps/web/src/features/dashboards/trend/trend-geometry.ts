import type { TrendSummary } from '@portside/contracts/reports';

/**
 * Where the trend calculator draws its figures, in percent of the bar's width. Target, actual and projected share
 * one CBM scale whose full width is the largest of them. The day ruler measures the target's bar: day d of the period
 * is where the target would stand by then at an even pace, so the Today marker is where the actual bar should reach
 * today (its end past the marker is ahead of the pace, short of it behind). Without a target the ruler measures the
 * projected bar (the pace so far), which the actual bar reaches at today exactly.
 */
export type TrendGeometry = {
  /** The CBM of the full width. */
  scale: number;
  target: number | null;
  actual: number;
  projected: number;
  /** How much of the width the day ruler spans. */
  ruler: number;
  /** The end of today on the ruler, when today is in the period. */
  today: number | null;
};

const rounded = (percent: number) => Math.round(percent * 1000) / 1000;
const share = (value: number, scale: number) => (scale > 0 ? Math.min(100, Math.max(0, (value / scale) * 100)) : 0);
const percentOf = (value: number, scale: number) => rounded(share(value, scale));

export const todayInPeriod = (summary: TrendSummary) =>
  summary.periodStart <= summary.today && summary.today <= summary.periodEnd;

export function trendGeometry(summary: TrendSummary): TrendGeometry {
  const target = summary.target ?? 0;
  const scale = Math.max(target, summary.actual, summary.projected);
  const reference = target > 0 ? target : summary.projected;
  const ruler = reference > 0 ? share(reference, scale) : 100;
  return {
    scale,
    target: summary.target === null ? null : percentOf(summary.target, scale),
    actual: percentOf(summary.actual, scale),
    projected: percentOf(summary.projected, scale),
    ruler: rounded(ruler),
    today: todayInPeriod(summary) ? rounded((ruler * summary.elapsedDays) / summary.daysInPeriod) : null,
  };
}

/** A label of the ruler at `at` percent of the ruler's width; `marks`: where its tick lines stand. */
export type RulerLabel<Value> = { value: Value; at: number };
export type Ruler<Value> = { labels: RulerLabel<Value>[]; marks: number[] };

/** Labels closer than this (px) would touch. */
const dayLabelRoom = 28;
const monthLabelRoom = 44;

/**
 * A month's ruler: each day a slot, its label in the middle. Every day when the ruler is wide enough, else every other
 * day, else weekly (1, 8, 15, 22); the last day is always labelled, the regular label before it dropped when close.
 */
export function dayRuler(days: number, widthPx: number): Ruler<number> {
  const slot = widthPx / days;
  const step = [1, 2].find((candidate) => slot * candidate >= dayLabelRoom) ?? 7;
  const labelled: number[] = [];
  for (let day = 1; day <= days - Math.ceil(step * 0.75); day += step) labelled.push(day);
  labelled.push(days);
  const labels = labelled.map((day) => ({ value: day, at: rounded(((day - 0.5) / days) * 100) }));
  return { labels, marks: labels.map((label) => label.at) };
}

/**
 * A year's ruler: each month a slot as long as its days, its name in the middle (every month when there is room,
 * else every quarter's first), a tick at each month's start. `value` is the month's index, 0 for January.
 */
export function monthRuler(year: number, widthPx: number): Ruler<number> {
  const lengths = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  const days = lengths.reduce((sum, length) => sum + length, 0);
  const step = widthPx / 12 >= monthLabelRoom ? 1 : 3;
  const starts = lengths.map((_, month) => lengths.slice(0, month).reduce((sum, length) => sum + length, 0));
  const labels = starts
    .map((start, month) => ({ value: month, at: rounded(((start + (lengths[month] ?? 0) / 2) / days) * 100) }))
    .filter((label) => label.value % step === 0);
  return { labels, marks: starts.slice(1).map((start) => rounded((start / days) * 100)) };
}

/** Whether the period lies ahead: no day of it has elapsed and today is before its first day. */
export const notStarted = (summary: TrendSummary) => summary.elapsedDays === 0 && summary.today < summary.periodStart;

export type TargetGap = { kind: 'over' | 'short' | 'on'; cbm: number } | { kind: 'notStarted' };

/**
 * The projection against the target, to the 2 decimals shown: over, short or on it; none without a target. A period
 * that has not started has no projection to compare (its projected 0 is no shortfall).
 */
export function targetGap(summary: TrendSummary): TargetGap | null {
  if (notStarted(summary)) return { kind: 'notStarted' };
  if (summary.target === null) return null;
  const gap = Math.round((summary.projected - summary.target) * 100) / 100;
  return { kind: gap > 0 ? 'over' : gap < 0 ? 'short' : 'on', cbm: Math.abs(gap) };
}

/** The Balance badge: CBM a day still needed (from the first day, before the period starts), or why there is none. */
export type Balance = { kind: 'needed' | 'fromStart'; cbm: number } | { kind: 'reached' | 'noTarget' | 'noDaysLeft' };

export function balanceOf(summary: TrendSummary): Balance {
  if (summary.target === null) return { kind: 'noTarget' };
  if (notStarted(summary) && summary.targetPerDay !== null) return { kind: 'fromStart', cbm: summary.targetPerDay };
  if (summary.remaining !== null && summary.remaining <= 0) return { kind: 'reached' };
  if (summary.targetPerRemainingDay === null) return { kind: 'noDaysLeft' };
  return { kind: 'needed', cbm: summary.targetPerRemainingDay };
}
