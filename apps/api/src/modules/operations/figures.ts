const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** What the figures of one visit are computed from: one aggregate of its items and one of its tallies. */
export type VisitTotals = {
  totalPackages: number;
  totalMoves: number;
  /** Hours in which some gang recorded at least one move. */
  workedHours: number;
  /** Start of the first and of the last hour with moves. */
  firstHour: Date | null;
  lastHour: Date | null;
  targetMovesPerHour: number | null;
  breakDurationHours: number | null;
};

/** The last instant an estimate is shown for: a projection beyond it (a rate of 0.01 moves an hour) says nothing. */
const LATEST_ESTIMATE_MS = Date.UTC(2999, 11, 31, 23, 59);

/** An estimate to the minute (seconds of a projected time are noise); null when it lies beyond any use. */
function toMinute(ms: number): string | null {
  const minute = Math.round(ms / MINUTE_MS) * MINUTE_MS;
  return Number.isFinite(minute) && minute <= LATEST_ESTIMATE_MS ? new Date(minute).toISOString() : null;
}

/**
 * The read-only figures of the monitoring record (DOMAIN.md "Monitoring", docs/domain.md): the first move is the
 * start of the first tallied hour, the last move the end of the last one; the actual rate is moves per worked hour;
 * the estimate goes on from the last move at that rate (the last move itself once nothing is left), the target
 * from the first move at the target rate plus the break hours.
 */
export function monitoringFigures(totals: VisitTotals) {
  const { totalPackages, totalMoves, workedHours, firstHour, lastHour } = totals;
  const balanceToMove = totalPackages - totalMoves;
  const lastMove = lastHour ? lastHour.getTime() + HOUR_MS : null;
  const rate = workedHours > 0 ? totalMoves / workedHours : null;
  const target = totals.targetMovesPerHour;

  let estimatedCompletionTime: string | null = null;
  if (lastMove !== null && rate) {
    estimatedCompletionTime = toMinute(lastMove + (Math.max(balanceToMove, 0) / rate) * HOUR_MS);
  }
  let targetCompletionTime: string | null = null;
  if (firstHour && target) {
    const hours = totalPackages / target + (totals.breakDurationHours ?? 0);
    targetCompletionTime = toMinute(firstHour.getTime() + hours * HOUR_MS);
  }
  return {
    totalPackages,
    totalMoves,
    balanceToMove,
    firstMoveTime: firstHour ? firstHour.toISOString() : null,
    lastMoveTime: lastMove === null ? null : new Date(lastMove).toISOString(),
    actualMovesPerHour: rate === null ? null : Math.round(rate * 100) / 100,
    targetCompletionTime,
    estimatedCompletionTime,
  };
}
