import { describe, expect, it } from 'vitest';
import { lostMinutes } from './delays';
import { monitoringFigures, type VisitTotals } from './figures';

/**
 * 300 packages; tallies 08:00 Manila (00:00Z) 30 + 25, 09:00 28 (+ a gang with 0), 11:00 20: 103 moves in 3 worked
 * hours. Target 40 an hour with 1.5 break hours.
 */
const visit: VisitTotals = {
  totalPackages: 300,
  totalMoves: 103,
  workedHours: 3,
  firstHour: new Date('2025-03-01T00:00:00Z'),
  lastHour: new Date('2025-03-01T03:00:00Z'),
  targetMovesPerHour: 40,
  breakDurationHours: 1.5,
};

describe('monitoring figures (DOMAIN.md "Monitoring")', () => {
  it('computes each figure of a known tally set', () => {
    expect(monitoringFigures(visit)).toEqual({
      totalPackages: 300,
      totalMoves: 103,
      balanceToMove: 197,
      firstMoveTime: '2025-03-01T00:00:00.000Z',
      // The end of the last tallied hour.
      lastMoveTime: '2025-03-01T04:00:00.000Z',
      // 103 / 3 = 34.333...
      actualMovesPerHour: 34.33,
      // 300 / 40 = 7.5 h + 1.5 h of breaks after the first move.
      targetCompletionTime: '2025-03-01T09:00:00.000Z',
      // 197 / (103 / 3) = 5.7379 h = 344.27 min after the last move, to the minute: 04:00 + 5:44.
      estimatedCompletionTime: '2025-03-01T09:44:00.000Z',
    });
  });

  it('has no moves, rate or completion times before the first tally, but a target needs the first move', () => {
    const none = { ...visit, totalMoves: 0, workedHours: 0, firstHour: null, lastHour: null };
    expect(monitoringFigures(none)).toMatchObject({
      totalMoves: 0,
      balanceToMove: 300,
      firstMoveTime: null,
      lastMoveTime: null,
      actualMovesPerHour: null,
      targetCompletionTime: null,
      estimatedCompletionTime: null,
    });
  });

  it('has no target completion without a target rate or with a rate of 0; breaks default to none', () => {
    expect(monitoringFigures({ ...visit, targetMovesPerHour: null }).targetCompletionTime).toBeNull();
    expect(monitoringFigures({ ...visit, targetMovesPerHour: 0 }).targetCompletionTime).toBeNull();
    expect(monitoringFigures({ ...visit, breakDurationHours: null }).targetCompletionTime).toBe(
      '2025-03-01T07:30:00.000Z',
    );
  });

  it('estimates completion at the last move once nothing is left, and shows a negative balance as it is', () => {
    const done = monitoringFigures({ ...visit, totalMoves: 300 });
    expect(done).toMatchObject({ balanceToMove: 0, estimatedCompletionTime: '2025-03-01T04:00:00.000Z' });
    const over = monitoringFigures({ ...visit, totalMoves: 310 });
    expect(over).toMatchObject({ balanceToMove: -10, estimatedCompletionTime: '2025-03-01T04:00:00.000Z' });
  });

  it('has no completion time that lies beyond 2999 (2.5 billion packages at 0.01 or 1 move an hour)', () => {
    const slow = monitoringFigures({ ...visit, totalPackages: 2_500_000_000, targetMovesPerHour: 0.01 });
    expect(slow.targetCompletionTime).toBeNull();
    const huge = monitoringFigures({ ...visit, totalPackages: 2_500_000_000, totalMoves: 1, workedHours: 1 });
    expect(huge).toMatchObject({ estimatedCompletionTime: null, targetCompletionTime: null });
  });
});

describe('time lost to delays', () => {
  const delay = (from: string, to: string) => ({
    fromTime: new Date(`2025-03-01T${from}:00Z`),
    toTime: new Date(`2025-03-01T${to}:00Z`),
  });

  it('counts each minute once when delays overlap or one lies inside another', () => {
    expect(lostMinutes([])).toBe(0);
    expect(lostMinutes([delay('01:00', '02:30')])).toBe(90);
    // 01:00-02:30 and 02:00-03:00 overlap (120 min in all); 04:00-04:20 apart; 04:05-04:10 inside it.
    expect(
      lostMinutes([delay('01:00', '02:30'), delay('02:00', '03:00'), delay('04:00', '04:20'), delay('04:05', '04:10')]),
    ).toBe(140);
  });
});
