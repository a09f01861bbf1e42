import { audit, type Context } from './context';
import { firstNames, lastNames } from './names';
import type { Bl } from './operations';
import type { Random } from './random';

/** What one truck carries, in kg: a ten-wheeler takes 15 to 30 tonnes; a light BL leaves on one truck. */
const truckLoadKg = (random: Random) => random.int(15_000, 30_000);
const maxTrucks = 12;
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** A Philippine plate: three letters and four digits. */
const plateOf = (random: Random) =>
  `${Array.from({ length: 3 }, () => random.pick([...letters])).join('')} ${random.int(1000, 9999)}`;

/** A truck as planned: when it leaves and what it takes. */
export type Truck = { at: number; packages: number };

/**
 * The trucks that take a BL out, from `from` (it could leave) to `lastAt` (its gate-out): its packages split between
 * them, the last at the gate-out.
 */
export function planTrucks(random: Random, bl: Bl, from: number, lastAt: number): Truck[] {
  const whole = Math.max(bl.row.dischargedPackages ?? bl.row.noPackages, 1);
  const byWeight = Math.ceil(Number(bl.row.grossWeight) / truckLoadKg(random));
  const trucks = Math.max(1, Math.min(maxTrucks, whole, byWeight));
  const each = Math.floor(whole / trucks);
  const start = Math.min(from, lastAt);
  return Array.from({ length: trucks }, (_, truck) => ({
    at: trucks === 1 ? lastAt : Math.round(start + ((lastAt - start) * truck) / (trucks - 1)),
    packages: truck === trucks - 1 ? whole - each * (trucks - 1) : each,
  }));
}

/** The trucks as the gate records them, each with its plate, driver and withdrawal slip, audited. */
export function writeTrucks(context: Context, random: Random, bl: Bl, trucks: readonly Truck[]): void {
  for (const [index, truck] of trucks.entries()) {
    const id = context.writer.nextId('gate_releases');
    const release = {
      id,
      itemId: bl.row.id,
      packages: truck.packages,
      plateNumber: plateOf(random),
      driverName: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      slipNumber: `WS-${bl.row.id}-${index + 1}`,
      releasedAt: new Date(truck.at),
      releasedBy: context.staff.guard?.id ?? null,
      holdReason: null,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
    };
    context.writer.add('gate_releases', release);
    audit(
      context,
      'guard',
      'gate_releases',
      id,
      { packages: release.packages, slipNumber: release.slipNumber },
      truck.at,
    );
  }
}
