import type { PublicScheduleRow, ScheduleRow, VisitStatus } from '@portside/contracts/operations';
import { scheduleWindow, type Visit } from './visits';

const dayMs = 86_400_000;

const departed = (visit: Visit, now: Date) =>
  visit.timeOfDeparture !== null && Date.parse(visit.timeOfDeparture) <= now.getTime();

/**
 * DOMAIN.md "Vessel status": Completed when departed (a departure time now or past) or every BL discharged (a visit
 * with no BLs has nothing handled); else Arriving when the arrival date is after today or no move is recorded; else
 * Ongoing.
 */
export function statusOf(visit: Visit, now: Date): VisitStatus {
  if (departed(visit, now) || (visit.itemCount > 0 && visit.handledCount === visit.itemCount)) return 'completed';
  if (visit.daysSinceArrival < 0 || visit.firstMove === null) return 'arriving';
  return 'ongoing';
}

/** When a completed visit finished: its departure, else the discharge of its last BL. */
const finishedAt = (visit: Visit) => visit.timeOfDeparture ?? visit.lastHandledAt ?? '';

function toRow(visit: Visit, status: VisitStatus): ScheduleRow {
  return {
    workOrderId: visit.workOrderId,
    vesselName: visit.vesselName,
    voyageNumber: visit.voyageNumber,
    arrivalDate: visit.arrivalDate,
    firstMove: visit.firstMove,
    berthLocation: visit.berthLocation,
    percentDone: visit.percentDone,
    totalStevedoring: visit.stevedoring.total,
    totalArrastre: visit.arrastre.total,
    stevedoringPercent: visit.stevedoring.percent,
    arrastrePercent: visit.arrastre.percent,
    timeOfDeparture: visit.timeOfDeparture,
    status,
  };
}

/**
 * The visits of the window in their groups: arriving ones whose arrival is at most 14 days past, soonest first;
 * every ongoing one, longest at work first; those completed in the last 7 days, latest first.
 */
function groupVisits(visits: Visit[], now: Date): Record<VisitStatus, Visit[]> {
  const groups: Record<VisitStatus, Visit[]> = { arriving: [], ongoing: [], completed: [] };
  const completedSince = now.getTime() - scheduleWindow.completedDays * dayMs;
  for (const visit of visits) {
    const status = statusOf(visit, now);
    if (status === 'arriving' && visit.daysSinceArrival > scheduleWindow.arrivingDaysPast) continue;
    if (status === 'completed' && !(Date.parse(finishedAt(visit)) >= completedSince)) continue;
    groups[status].push(visit);
  }
  const byArrival = (a: Visit, b: Visit) => a.arrivalDate.localeCompare(b.arrivalDate) || a.workOrderId - b.workOrderId;
  groups.arriving.sort(byArrival);
  groups.ongoing.sort((a, b) => (a.firstMove ?? '').localeCompare(b.firstMove ?? '') || byArrival(a, b));
  groups.completed.sort((a, b) => finishedAt(b).localeCompare(finishedAt(a)) || byArrival(a, b));
  return groups;
}

/** The dashboard's three lists. */
export function scheduleGroups(visits: Visit[], now: Date): Record<VisitStatus, ScheduleRow[]> {
  const groups = groupVisits(visits, now);
  return {
    arriving: groups.arriving.map((visit) => toRow(visit, 'arriving')),
    ongoing: groups.ongoing.map((visit) => toRow(visit, 'ongoing')),
    completed: groups.completed.map((visit) => toRow(visit, 'completed')),
  };
}

/**
 * Spec 2.9: the ongoing visits whose remaining arrastre or stevedoring (our operator's, in CBM) is above 0, with only
 * the public table's fields.
 */
export function publicRows(visits: Visit[], now: Date): PublicScheduleRow[] {
  return groupVisits(visits, now)
    .ongoing.filter((visit) => visit.arrastre.remaining > 0 || visit.stevedoring.remaining > 0)
    .map((visit) => ({
      vesselName: visit.vesselName,
      voyageNumber: visit.voyageNumber,
      packages: visit.packages,
      arrivalDate: visit.arrivalDate,
      totalArrastre: visit.arrastre.total,
      totalStevedoring: visit.stevedoring.total,
      firstMove: visit.firstMove,
      remainingArrastre: visit.arrastre.remaining,
      remainingStevedoring: visit.stevedoring.remaining,
      latestUpdate: visit.latestUpdate,
    }));
}
