import { type CargoKind, cargoKinds, type VehicleModel, vehicleKind, vehicleModels } from './cargo';
import { audit, type Context, nextSerial } from './context';
import type { Row } from './insert';
import { berthLocations, type Country, piers, ports, vehicleOperator, vesselNouns } from './names';
import { type Random, WeightedTable } from './random';
import type { Consignee, Handler, Line } from './registries';
import { cargoClassOf } from './storage';
import { dayOf, formatDay, HOUR_MS, manilaHour, manilaInstant, monthOf, yearOf } from './time';
import type { VisitPlan } from './visits';

/** One BL of a call, with what finance needs; its row is written once finance has set the gate-out. */
export type Bl = {
  row: Row<'items'>;
  consignee: Consignee;
  cbmMilli: number;
  stevedoringOwn: boolean;
  arrastreOwn: boolean;
  handledAt: number | null;
  /** Packages one gang moves in an hour for this BL. */
  rate: number;
  /** Vehicles, counted off one by one (they always land as manifested). */
  vehicles: boolean;
};

export type Call = {
  workOrderId: number;
  vessel: string;
  voyage: string;
  arrivalDay: number;
  createdAt: number;
  bls: Bl[];
};

const maxGangs = 10;
const kindsByKey = new Map(cargoKinds.map((kind) => [kind.key, kind]));
const wetMonths = new Set([6, 7, 8, 9, 10, 11]);
const delayReasons = [
  { reason: 'Rain', wet: 6, dry: 1 },
  { reason: 'Equipment breakdown (ship crane)', wet: 1, dry: 1 },
  { reason: 'Equipment breakdown (forklift)', wet: 1, dry: 1 },
  { reason: 'Waiting for trucks', wet: 1, dry: 1.5 },
  { reason: 'Power interruption', wet: 0.6, dry: 0.4 },
  { reason: 'Hatch cover malfunction', wet: 0.5, dry: 0.5 },
  { reason: 'Cargo documents on hold', wet: 0.5, dry: 0.5 },
] as const;

/** A call: vessel, work order, its BLs (with sub-items), monitoring, hourly tallies and delays. */
export function generateCall(context: Context, random: Random, plan: VisitPlan): Call {
  const { writer } = context;
  const line = context.world.lines.get(plan.lineName) as Line;
  const bls = draftBls(context, random, plan, line);
  const gangs = gangsFor(random, plan, bls);
  const timeline = plan.stage === 'arriving' ? null : discharge(context, random.fork('discharge'), plan, bls, gangs);
  const arrivalDay = timeline ? dayOf(timeline.arrival) : plan.arrivalDay;
  const createdAt = Math.min(
    manilaInstant(arrivalDay - random.int(2, 6), random.int(8, 17)),
    context.now - 2 * HOUR_MS,
  );
  const { vesselId, vessel, voyage } = addVessel(context, random, plan, line, arrivalDay, createdAt);

  const workOrderId = writer.nextId('work_orders');
  const status = timeline
    ? timeline.departure
      ? 'completed'
      : 'final'
    : arrivalDay > context.today + 2
      ? 'draft'
      : 'final';
  const year = yearOf(arrivalDay);
  const number = `WO-${year}-${String(nextSerial(context, `wo:${year}`)).padStart(5, '0')}`;
  writer.add('work_orders', {
    id: workOrderId,
    number,
    vesselId,
    status,
    owner: 'admin',
    type: 'Cargo',
    arrivalDate: formatDay(arrivalDay),
    cargoClass: cargoClassOf(workOrderId),
    createdBy: context.staff.commercial?.id ?? null,
    createdAt: new Date(createdAt),
  });
  audit(context, 'commercial', 'work_orders', workOrderId, { number, vesselId, status, items: bls.length }, createdAt);
  for (const bl of bls) {
    bl.row.workOrderId = workOrderId;
    bl.row.arrivalDate = formatDay(arrivalDay);
    bl.row.createdAt = new Date(createdAt);
  }
  addMonitoring(context, random, workOrderId, bls, gangs, timeline);
  if (timeline) addTallies(context, workOrderId, timeline);
  if (status === 'draft') addUpdateRequest(context, random.fork('update request'), workOrderId, createdAt);
  return { workOrderId, vessel, voyage, arrivalDay, createdAt, bls };
}

const updateNotes = [
  'Manifest page 3 is missing: please upload the corrected manifest from the agent.',
  'Consignee names of several BLs do not match the registry; please check before berthing.',
  'The voyage number on the manifest differs from the vessel record.',
] as const;

/** Some drafts were sent back by operation with a note for commercial. */
function addUpdateRequest(context: Context, random: Random, workOrderId: number, createdAt: number) {
  if (!random.chance(0.5)) return;
  const requestedAt = Math.min(createdAt + random.float(2, 20) * HOUR_MS, context.now - HOUR_MS);
  const id = context.writer.nextId('work_order_update_requests');
  const note = random.pick(updateNotes);
  context.writer.add('work_order_update_requests', {
    id,
    workOrderId,
    note,
    requestedBy: context.staff.operation?.id ?? null,
    requestedAt: new Date(requestedAt),
    resolvedAt: null,
  });
  audit(context, 'operation', 'work_orders', workOrderId, { updateRequest: note }, requestedAt);
}

function draftBls(context: Context, random: Random, plan: VisitPlan, line: Line): Bl[] {
  const { world } = context;
  const month = monthOf(plan.arrivalDay);
  const mix = new WeightedTable(
    plan.profile.mix.map(([key, weight]) => {
      const kind = kindsByKey.get(key) as CargoKind;
      return [kind, weight * (kind.season[month - 1] ?? 1)] as const;
    }),
  );
  const loadCountry = random.pick(kindsByKey.get(plan.profile.mix[0]?.[0] ?? '')?.origins ?? (['CN'] as const));
  const stevedores = stevedoringTable(world.stevedoring);
  const mainStevedore = stevedores.draw(random);
  const otherStevedore = random.chance(0.2) ? stevedores.draw(random) : mainStevedore;
  const aitsiStevedore = world.stevedoring.find((h) => h.name === vehicleOperator) as Handler;
  const aitsiArrastre = world.arrastre.find((h) => h.name === vehicleOperator) as Handler;

  return Array.from({ length: plan.bls }, (): Bl => {
    const kind = mix.draw(random);
    const isVehicle = kind.key === vehicleKind;
    const consignee = random.chance(0.1)
      ? world.generalTraders.draw(random)
      : (world.consigneesByTrade.get(kind.trade) ?? world.generalTraders).draw(random);
    const shipSide = random.chance(0.85) ? mainStevedore : otherStevedore;
    const stevedore = isVehicle && random.chance(0.75) ? aitsiStevedore : shipSide;
    const arrastre = isVehicle && random.chance(0.8) ? aitsiArrastre : arrastreFor(world.arrastre, consignee, random);
    const country: Country = kind.origins.includes(loadCountry) ? loadCountry : random.pick(kind.origins);
    const serial = nextSerial(context, `bl:${line.code}`, 1_000_000 + random.int(0, 99) * 10_000);
    const id = context.writer.nextId('items');
    const units = isVehicle ? vehicleUnits(random, kind) : null;
    // The spec's rule: rows handled by AITSI that are not rice list one sub-item per vehicle.
    if (units && (stevedore.name === vehicleOperator || arrastre.name === vehicleOperator)) {
      writeSubItems(context, random, id, units);
    }
    const { packages, grossKg, cbmMilli } = units ? totalsOf(units) : bulk(random, kind);
    const printed =
      consignee.variants.length > 0 && random.chance(0.3) ? random.pick(consignee.variants) : consignee.name;
    // Work order, arrival and creation are the work order's, set when it is written.
    const row: Row<'items'> = {
      id,
      workOrderId: 0,
      blNo: `${line.code}${random.pick(ports[country])}${String(serial).padStart(7, '0')}`,
      marksAndNumbers: marks(kind, consignee, packages),
      shipper: random.pick(world.shippers[country]),
      consignee: printed,
      consigneeId: consignee.id,
      noPackages: packages,
      description: `${packages} ${kind.unit} ${random.pick(kind.printed)}`,
      descriptionId: world.descriptionIds.get(kind.key) ?? null,
      grossWeight: grossKg.toFixed(3),
      cbm: (cbmMilli / 1000).toFixed(3),
      stevedoringId: stevedore.id,
      arrastreId: arrastre.id,
      arrivalDate: '',
      handledAt: null,
      dischargedPackages: null,
      gateOutAt: null,
      createdAt: new Date(0),
    };
    const rate = kind.movesPerGangHour * random.float(0.85, 1.15);
    return {
      row,
      consignee,
      cbmMilli,
      stevedoringOwn: stevedore.own,
      arrastreOwn: arrastre.own,
      handledAt: null,
      rate,
      vehicles: isVehicle,
    };
  });
}

/** Enough gangs to work the ship in two or three days, as a terminal plans it (more for the big general cargo). */
function gangsFor(random: Random, plan: VisitPlan, bls: Bl[]): number {
  const gangHours = bls.reduce((sum, bl) => sum + bl.row.noPackages / bl.rate, 0);
  const wanted = Math.ceil(gangHours / random.float(30, 50));
  return Math.min(Math.max(wanted, plan.profile.minGangs), maxGangs);
}

function stevedoringTable(handlers: Handler[]): WeightedTable<Handler> {
  // Our share of the ship side is about a third; AITSI works vehicles only.
  const competitors = handlers.filter((h) => !h.own);
  return new WeightedTable([
    ...handlers.filter((h) => h.own && h.name !== vehicleOperator).map((h) => [h, 0.34] as const),
    ...competitors.map((h, i) => [h, 0.66 / (i + 1.5)] as const),
  ]);
}

/** A consignee keeps to one arrastre operator most of the time (its contract), chosen from its id. */
function arrastreFor(handlers: Handler[], consignee: Consignee, random: Random): Handler {
  const usable = handlers.filter((h) => h.name !== vehicleOperator);
  if (random.chance(0.2)) return random.pick(usable);
  const ours = usable.find((h) => h.own) as Handler;
  return consignee.id % 5 < 2 ? ours : (usable[consignee.id % usable.length] as Handler);
}

function bulk(random: Random, kind: CargoKind) {
  const packages = random.int(kind.packages[0], kind.packages[1]);
  const grossKg = Math.round(packages * random.float(kind.kgPerPackage[0], kind.kgPerPackage[1]) * 1000) / 1000;
  const cbmMilli = Math.max(1, Math.round(grossKg * random.float(kind.cbmPerTonne[0], kind.cbmPerTonne[1])));
  return { packages, grossKg, cbmMilli };
}

type Unit = { model: VehicleModel; kg: number; cbmMilli: number };

/** A BL of vehicles: one or two models of one shipment, each unit measured. */
function vehicleUnits(random: Random, kind: CargoKind): Unit[] {
  const main = random.pick(vehicleModels);
  const second = random.pick(vehicleModels);
  return Array.from({ length: random.int(kind.packages[0], kind.packages[1]) }, () => {
    const model = random.chance(0.8) ? main : second;
    const cbmMilli = Math.round((model.lengthCm * model.widthCm * model.heightCm) / 1000);
    return { model, kg: model.kg + random.int(-20, 40), cbmMilli };
  });
}

function totalsOf(units: Unit[]) {
  return {
    packages: units.length,
    grossKg: units.reduce((sum, unit) => sum + unit.kg, 0),
    cbmMilli: units.reduce((sum, unit) => sum + unit.cbmMilli, 0),
  };
}

function writeSubItems(context: Context, random: Random, itemId: number, units: Unit[]): void {
  for (const { model, cbmMilli } of units) {
    const serial = nextSerial(context, `chassis:${model.wmi}`, 100_000 + random.int(0, 800_000));
    context.writer.add('sub_items', {
      id: context.writer.nextId('sub_items'),
      itemId: itemId,
      vehicleMaker: model.maker,
      vehicleModel: model.model,
      chassisNo: `${model.wmi}${random.pick(['A', 'B', 'C', 'K', 'S'])}${random.int(10, 99)}${String(serial).padStart(8, '0')}`,
      lengthCm: model.lengthCm.toFixed(2),
      widthCm: model.widthCm.toFixed(2),
      heightCm: model.heightCm.toFixed(2),
      cbm: (cbmMilli / 1000).toFixed(3),
    });
  }
}

function marks(kind: CargoKind, consignee: Consignee, packages: number): string {
  if (kind.key === 'rice' || kind.key === 'fertilizer' || kind.key === 'flour-sugar') return 'N/M';
  if (kind.key === vehicleKind) return 'CHASSIS NOS. AS PER ATTACHED LIST';
  if (kind.key === 'steel-coils' || kind.key === 'wire-rods')
    return `${initials(consignee.name)}/MNL COIL NOS. AS PER PACKING LIST`;
  return `${initials(consignee.name)}/MNL NOS. 1-${packages}`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 5);

function addVessel(
  context: Context,
  random: Random,
  plan: VisitPlan,
  line: Line,
  arrivalDay: number,
  createdAt: number,
) {
  // A line's ships are named after it; each ship calls a few times a year, voyage numbers restart every year.
  const ship = random.int(0, Math.min(vesselNouns.length, fleetSize(context, line)) - 1);
  const vessel = `MV ${line.fleetWord} ${vesselNouns[(ship + line.id * 7) % vesselNouns.length]}`;
  const yy = String(yearOf(arrivalDay) % 100).padStart(2, '0');
  const voyage = `V.${yy}${String(nextSerial(context, `voyage:${vessel}:${yy}`)).padStart(2, '0')}`;
  const vesselId = context.writer.nextId('vessels');
  context.writer.add('vessels', {
    id: vesselId,
    name: vessel,
    voyageNumber: voyage,
    shippingAgentId: random.pick(line.agentIds),
    vesselType: plan.profile.vesselType,
    createdAt: new Date(createdAt - random.int(1, 48) * HOUR_MS),
  });
  audit(context, 'commercial', 'vessels', vesselId, { name: vessel, voyageNumber: voyage }, createdAt - HOUR_MS);
  return { vesselId, vessel, voyage };
}

const fleetSize = (context: Context, line: Line) => context.fleetSizes.get(line.name) ?? 4;

type Tally = { hourStart: number; gang: number; moves: number };
type Delay = { reason: string; from: number; to: number };
type Timeline = {
  arrival: number;
  berth: number;
  departure: number | null;
  tallies: Tally[];
  delays: Delay[];
  breakHours: number;
  targetMovesPerHour: number;
};

/**
 * Arrival, berthing, then hour by hour each gang moves packages of the BLs in stowage order until all are
 * discharged, with meal breaks at noon and midnight and a few delays. An ongoing call is timed so that "now"
 * falls in the middle of its discharge; what would happen after now is not recorded.
 */
function discharge(context: Context, random: Random, plan: VisitPlan, bls: Bl[], gangs: number): Timeline {
  const plannedHours = bls.reduce((sum, bl) => sum + bl.row.noPackages / bl.rate, 0) / gangs;
  let arrival = manilaInstant(plan.arrivalDay, random.float(0, 23.5));
  if (plan.stage === 'ongoing') {
    const trial = simulate(random.fork('trial'), bls, gangs, context.now - 48 * HOUR_MS, Number.POSITIVE_INFINITY);
    const duration = (trial.lastMove ?? context.now) - (context.now - 48 * HOUR_MS);
    arrival = context.now - duration * random.float(0.3, 0.7) - random.float(2, 8) * HOUR_MS;
  }
  const berth = arrival + random.float(1, 8) * HOUR_MS;
  const run = simulate(random, bls, gangs, berth, context.now);
  const outturn = random.fork('outturn');
  run.handled.forEach((at, index) => {
    const bl = bls[index] as Bl;
    bl.handledAt = at;
    bl.row.handledAt = at === null ? null : new Date(at);
    bl.row.dischargedPackages = at === null ? null : landedPackages(outturn, bl);
  });
  const finished = run.handled.every((at) => at !== null);
  const departure = finished && run.lastMove !== null ? run.lastMove + random.float(2, 6) * HOUR_MS : null;
  const packages = bls.reduce((sum, bl) => sum + bl.row.noPackages, 0);
  return {
    arrival,
    berth,
    departure: departure !== null && departure <= context.now ? departure : null,
    tallies: run.tallies,
    delays: run.delays,
    breakHours: run.breakHours,
    targetMovesPerHour: Math.round((packages / Math.max(1, plannedHours)) * 1.05),
  };
}

/** Most BLs land as manifested; about 1 in 25 bulk BLs is short-landed and 1 in 60 over-landed (the outturn). */
function landedPackages(random: Random, bl: Bl): number {
  const manifested = bl.row.noPackages;
  if (bl.vehicles) return manifested;
  const draw = random.next();
  if (draw < 1 / 25) return Math.max(0, manifested - Math.max(1, Math.round(manifested * random.float(0.01, 0.03))));
  if (draw < 1 / 25 + 1 / 60) return manifested + random.int(1, 2);
  return manifested;
}

function simulate(random: Random, bls: Bl[], gangs: number, berth: number, cutoff: number) {
  const tallies: Tally[] = [];
  const delays: Delay[] = [];
  const handled: (number | null)[] = bls.map(() => null);
  const done = bls.map(() => 0);
  const plannedHours = bls.reduce((sum, bl) => sum + bl.row.noPackages / bl.rate, 0) / gangs;
  const delayPlan = planDelays(random, plannedHours, monthOf(dayOf(berth)));
  let head = 0;
  let worked = 0;
  let breakHours = 0;
  let lastMove: number | null = null;
  let hour = Math.ceil((berth + HOUR_MS) / HOUR_MS) * HOUR_MS;

  while (head < bls.length && hour + HOUR_MS <= cutoff) {
    const clock = manilaHour(hour);
    if (clock === 12 || clock === 0) {
      breakHours += 1;
      hour += HOUR_MS;
      continue;
    }
    const delay = delayPlan[0];
    if (delay && worked >= delay.afterHours) {
      delayPlan.shift();
      const from = hour + random.int(0, 20) * 60_000;
      const to = from + delay.hours * HOUR_MS + random.int(0, 45) * 60_000;
      if (to <= cutoff) delays.push({ reason: delay.reason, from, to });
      hour = Math.ceil(to / HOUR_MS) * HOUR_MS;
      continue;
    }
    for (let gang = 1; gang <= gangs && head < bls.length; gang++) {
      const effort = random.float(0.75, 1.15);
      let left = effort;
      let moves = 0;
      while (left > 1e-9 && head < bls.length) {
        const bl = bls[head] as Bl;
        const packages = bl.row.noPackages;
        const before = done[head] as number;
        const needed = (packages - before) / bl.rate;
        const take = Math.min(left, needed);
        const after = take === needed ? packages : before + take * bl.rate;
        done[head] = after;
        moves += Math.floor(after) - Math.floor(before);
        left -= take;
        if (after >= packages) {
          const at = hour + Math.round(((effort - left) / effort) * HOUR_MS);
          handled[head] = at;
          lastMove = Math.max(lastMove ?? at, at);
          head += 1;
        }
      }
      if (moves > 0) {
        tallies.push({ hourStart: hour, gang, moves });
        lastMove = Math.max(lastMove ?? 0, hour + HOUR_MS - 60_000);
      }
    }
    worked += 1;
    hour += HOUR_MS;
  }
  if (head === bls.length && tallies.length > 0) lastMove = Math.max(...handled.map((at) => at ?? 0));
  return { tallies, delays, handled, breakHours, lastMove };
}

function planDelays(random: Random, plannedHours: number, month: number) {
  const wet = wetMonths.has(month);
  const reasons = new WeightedTable(delayReasons.map((d) => [d.reason, wet ? d.wet : d.dry] as const));
  const count = random.int(0, wet ? 3 : 2);
  return Array.from({ length: count }, () => ({
    afterHours: random.float(0, plannedHours),
    hours: random.int(1, 5),
    reason: reasons.draw(random),
  })).sort((a, b) => a.afterHours - b.afterHours);
}

function addMonitoring(
  context: Context,
  random: Random,
  workOrderId: number,
  bls: Bl[],
  gangs: number,
  timeline: Timeline | null,
) {
  const packages = bls.reduce((sum, bl) => sum + bl.row.noPackages, 0);
  const plannedHours = bls.reduce((sum, bl) => sum + bl.row.noPackages / bl.rate, 0) / gangs;
  const updatedAt = timeline ? (timeline.departure ?? Math.min(context.now, timeline.berth)) : context.now - HOUR_MS;
  context.writer.add('monitoring', {
    id: context.writer.nextId('monitoring'),
    workOrderId: workOrderId,
    actualTimeOfArrival: timeline ? new Date(timeline.arrival) : null,
    timeOfBerth: timeline ? new Date(timeline.berth) : null,
    timeOfDeparture: timeline?.departure ? new Date(timeline.departure) : null,
    berthLocation: random.pick(berthLocations),
    pier: random.pick(piers),
    targetMovesPerHour: String(
      timeline?.targetMovesPerHour ?? Math.round((packages / Math.max(1, plannedHours)) * 1.05),
    ),
    noGang: gangs,
    breakDurationHours: String(timeline ? timeline.breakHours : 2 * Math.ceil(plannedHours / 24)),
    reopenedAt: null,
    updatedAt: new Date(updatedAt),
  });
}

function addTallies(context: Context, workOrderId: number, timeline: Timeline) {
  const { writer } = context;
  const recordedBy = context.staff.checker?.id ?? context.staff.operation?.id ?? null;
  for (const tally of timeline.tallies) {
    writer.add('productivity_tallies', {
      id: writer.nextId('productivity_tallies'),
      workOrderId: workOrderId,
      hourStart: new Date(tally.hourStart),
      gang: tally.gang,
      moves: tally.moves,
      recordedBy: recordedBy,
    });
  }
  for (const delay of timeline.delays) {
    const id = writer.nextId('delays');
    writer.add('delays', {
      id,
      workOrderId: workOrderId,
      reason: delay.reason,
      notes: delay.reason === 'Rain' ? 'Hatches closed; work stopped until the rain eased.' : null,
      fromTime: new Date(delay.from),
      toTime: new Date(delay.to),
      createdAt: new Date(delay.to + 10 * 60_000),
    });
    audit(context, 'operation', 'delays', id, { workOrderId, reason: delay.reason }, delay.to + 10 * 60_000);
  }
}
