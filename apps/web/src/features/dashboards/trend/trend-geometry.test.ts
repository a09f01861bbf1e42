import { describe, expect, it } from 'vitest';
import { november } from './test/november';
import { balanceOf, dayRuler, monthRuler, targetGap, trendGeometry } from './trend-geometry';

describe('trend geometry', () => {
  it('scales to the target when it is the largest; the ruler spans it and Today stands at the pace of today', () => {
    expect(trendGeometry(november())).toEqual({
      scale: 10_000,
      target: 100,
      actual: 60,
      projected: 75,
      ruler: 100,
      today: 80,
    });
  });

  it('scales to the projection when it passes the target; the ruler stays under the target', () => {
    expect(trendGeometry(november({ actual: 9_600, projected: 12_000, remaining: 0, aboveTarget: 2_000 }))).toEqual({
      scale: 12_000,
      target: 83.333,
      actual: 80,
      projected: 100,
      ruler: 83.333,
      today: 66.667,
    });
  });

  it('measures the pace so far without a target: the actual bar ends at Today', () => {
    const geometry = trendGeometry(november({ target: null, remaining: null, targetPerDay: null }));
    expect(geometry).toMatchObject({ scale: 7_500, target: null, actual: 80, projected: 100, ruler: 100, today: 80 });
  });

  it('has no Today marker outside the period, and a full ruler when nothing is there to measure', () => {
    const past = november({ today: '2026-12-02', elapsedDays: 30, remainingDays: 0, projected: 6_000 });
    expect(trendGeometry(past).today).toBeNull();
    const future = november({ today: '2026-10-31', elapsedDays: 0, remainingDays: 30, actual: 0, projected: 0 });
    expect(trendGeometry(future)).toMatchObject({ actual: 0, projected: 0, ruler: 100, today: null });
    const empty = november({ target: null, actual: 0, projected: 0 });
    expect(trendGeometry(empty)).toMatchObject({ scale: 0, actual: 0, projected: 0, ruler: 100, today: 80 });
  });

  it('puts Today at the end of the first and the last day', () => {
    expect(trendGeometry(november({ today: '2026-11-01', elapsedDays: 1 })).today).toBe(3.333);
    expect(trendGeometry(november({ today: '2026-11-30', elapsedDays: 30 })).today).toBe(100);
  });
});

describe('day ruler', () => {
  const labels = (days: number, width: number) => dayRuler(days, width).labels.map((label) => label.value);

  it('labels every day when wide, every other day when narrower, else weekly, always the last day', () => {
    expect(labels(31, 1000)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    expect(labels(30, 600)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 30]);
    expect(labels(31, 600)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31]);
    expect(labels(30, 300)).toEqual([1, 8, 15, 22, 30]);
    expect(labels(28, 300)).toEqual([1, 8, 15, 22, 28]);
    expect(labels(31, 0)).toEqual([1, 8, 15, 22, 31]);
  });

  it('puts each label in the middle of its day', () => {
    const ruler = dayRuler(30, 300);
    expect(ruler.labels[0]).toEqual({ value: 1, at: 1.667 });
    expect(ruler.labels.at(-1)).toEqual({ value: 30, at: 98.333 });
    expect(ruler.marks).toEqual(ruler.labels.map((label) => label.at));
  });
});

describe('month ruler', () => {
  it('names every month in the middle of its days when wide, the quarters when narrow, ticks at month starts', () => {
    const wide = monthRuler(2026, 900);
    expect(wide.labels).toHaveLength(12);
    expect(wide.labels[0]).toEqual({ value: 0, at: 4.247 });
    expect(wide.marks).toHaveLength(11);
    expect(wide.marks[1]).toBe(16.164);
    expect(monthRuler(2026, 300).labels.map((label) => label.value)).toEqual([0, 3, 6, 9]);
    expect(monthRuler(2028, 900).marks[1]).toBe(16.393);
  });
});

describe('target gap and balance', () => {
  it('says over, short or on target from the projection, to the 2 decimals shown', () => {
    expect(targetGap(november({ projected: 12_000.004 }))).toEqual({ kind: 'over', cbm: 2_000 });
    expect(targetGap(november())).toEqual({ kind: 'short', cbm: 2_500 });
    expect(targetGap(november({ projected: 10_000.004 }))).toEqual({ kind: 'on', cbm: 0 });
    expect(targetGap(november({ target: null }))).toBeNull();
    const ahead = { today: '2026-10-30', elapsedDays: 0, actual: 0, projected: 0 };
    expect(targetGap(november(ahead))).toEqual({ kind: 'notStarted' });
  });

  it('gives the CBM a day needed, else why there is none', () => {
    expect(balanceOf(november())).toEqual({ kind: 'needed', cbm: 666.667 });
    expect(balanceOf(november({ target: null, targetPerRemainingDay: null }))).toEqual({ kind: 'noTarget' });
    expect(balanceOf(november({ remaining: 0, aboveTarget: 10, targetPerRemainingDay: 0 }))).toEqual({
      kind: 'reached',
    });
    expect(balanceOf(november({ remainingDays: 0, targetPerRemainingDay: null }))).toEqual({ kind: 'noDaysLeft' });
    expect(balanceOf(november({ today: '2026-10-30', elapsedDays: 0, actual: 0, projected: 0 }))).toEqual({
      kind: 'fromStart',
      cbm: 333.333,
    });
  });
});
