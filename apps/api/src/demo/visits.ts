import { cargoKinds, lineServices, type VesselProfile, vesselProfiles } from './cargo';
import { type Random, WeightedTable } from './random';
import { type Day, dayOfYear, monthOf, parseDay } from './time';

export type Stage = 'completed' | 'ongoing' | 'arriving';

/** One vessel call, before any of its rows exist. Ongoing calls get their exact arrival from the operations. */
export type VisitPlan = { arrivalDay: Day; profile: VesselProfile; lineName: string; bls: number; stage: Stage };

const yearlyGrowth = 0.07;
// Slightly fewer calls in the typhoon months.
const monthlyCalls = [1.05, 1.05, 1.1, 1.1, 1.05, 0.95, 0.9, 0.85, 0.9, 0.95, 1.0, 1.05] as const;
// The 2020 lockdown of Luzon emptied the port for a quarter.
const lockdown = { from: parseDay('2020-03-16'), to: parseDay('2020-06-30'), factor: 0.55 };

type PlanOptions = { items: number; years: number; today: Day };

/** The calls of the whole period: a few arriving after today, a few ongoing, the rest done; BLs add up to `items`. */
export function planVisits(random: Random, options: PlanOptions): VisitPlan[] {
  const meanBls = vesselProfiles.reduce((sum, p) => sum + p.weight * ((p.bls[0] + p.bls[1]) / 2), 0);
  const count = Math.max(1, Math.round(options.items / meanBls));
  const arriving = Math.min(random.int(2, 3), Math.floor(count / 4));
  const ongoing = Math.min(random.int(2, 4), Math.floor(count / 4));
  const completedDays = spreadDays(random, count - arriving - ongoing, startDay(options), options.today - 5);
  const arrivingDays = Array.from({ length: arriving }, (_, i) => options.today + 1 + i * 2 + random.int(0, 1));
  const days: [Day, Stage][] = [
    ...completedDays.map((day): [Day, Stage] => [day, 'completed']),
    ...Array.from({ length: ongoing }, (): [Day, Stage] => [options.today, 'ongoing']),
    ...arrivingDays.map((day): [Day, Stage] => [day, 'arriving']),
  ];
  const visits = days.map(([arrivalDay, stage]) => planVisit(random, arrivalDay, stage));
  fitBlsToItems(visits, options.items);
  return visits;
}

export function startDay(options: { years: number; today: Day }): Day {
  const today = new Date(options.today * 86_400_000);
  return dayOfYear(today.getUTCFullYear() - options.years, today.getUTCMonth() + 1, today.getUTCDate()) + 1;
}

function planVisit(random: Random, arrivalDay: Day, stage: Stage): VisitPlan {
  const month = monthOf(arrivalDay);
  const profiles = new WeightedTable(vesselProfiles.map((p) => [p, p.weight * profileSeason(p, month)] as const));
  const profile = profiles.draw(random);
  const lineName = new WeightedTable(lineServices[profile.key] ?? []).draw(random);
  return { arrivalDay, profile, lineName, bls: random.int(profile.bls[0], profile.bls[1]), stage };
}

/** How much this month suits the profile's cargo, e.g. rice carriers before the lean months. */
function profileSeason(profile: VesselProfile, month: number): number {
  let weighted = 0;
  let total = 0;
  for (const [key, weight] of profile.mix) {
    const kind = cargoKinds.find((k) => k.key === key);
    weighted += weight * (kind?.season[month - 1] ?? 1);
    total += weight;
  }
  return weighted / total;
}

/** `count` sorted days in [from, to], denser where business was brisker (growth, season, lockdown). */
function spreadDays(random: Random, count: number, from: Day, to: Day): Day[] {
  if (count <= 0) return [];
  const cumulative: number[] = [];
  let total = 0;
  for (let day = from; day <= to; day++) {
    total += callDensity(day, from);
    cumulative.push(total);
  }
  const days: Day[] = [];
  let index = 0;
  for (let k = 0; k < count; k++) {
    const target = ((k + random.next()) / count) * total;
    while (index < cumulative.length - 1 && (cumulative[index] as number) < target) index++;
    days.push(from + index);
  }
  return days;
}

function callDensity(day: Day, from: Day): number {
  const growth = (1 + yearlyGrowth) ** ((day - from) / 365.25);
  const closed = day >= lockdown.from && day <= lockdown.to ? lockdown.factor : 1;
  return growth * (monthlyCalls[monthOf(day) - 1] ?? 1) * closed;
}

/** Scales the drawn BL counts so that they add up to exactly `items`, keeping each call within its bounds. */
function fitBlsToItems(visits: VisitPlan[], items: number): void {
  const drawn = visits.reduce((sum, v) => sum + v.bls, 0);
  const low = Math.min(10, Math.floor(items / visits.length));
  const high = Math.max(400, Math.ceil(items / visits.length));
  for (const visit of visits) visit.bls = clamp(Math.round((visit.bls * items) / drawn), low, high);
  let rest = items - visits.reduce((sum, v) => sum + v.bls, 0);
  for (let i = 0; rest !== 0; i = (i + 1) % visits.length) {
    const visit = visits[i] as VisitPlan;
    const step = Math.sign(rest);
    if (visit.bls + step >= low && visit.bls + step <= high) {
      visit.bls += step;
      rest -= step;
    }
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
