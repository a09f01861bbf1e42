import type { ClientItemStatus } from '@portside/contracts/client-portal';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { appSettings, cargoHandlers } from '../../../../db/schema/index';
import {
  buildBillingInvoice,
  buildCargoHandler,
  buildClearance,
  buildCompany,
  buildConsignee,
  buildDescription,
  buildItem,
  buildOfficialReceipt,
  buildVessel,
  buildWorkOrder,
} from '../../../../test/factories';

/** What a test made of one BL, for the expected figures (computed here, in TypeScript, never by the API's SQL). */
export type MadeBl = {
  id: number;
  blNo: string;
  arrivalDate: string;
  /** Thousandths of a CBM (exact sums). */
  milliCbm: number;
  packages: number;
  type: string;
  vesselName: string;
  voyageNo: string;
  consignee: string;
  status: ClientItemStatus;
  billingDate: string | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  receiptId: number | null;
  orNumber: string | null;
  /** Net plus VAT in centavos, when billed. */
  centavos: number | null;
  clearanceNumber: string | null;
  gateOutAt: Date | null;
  /** Our operator does its arrastre (our gate releases it); else only its stevedoring, never gated out here. */
  arrastreOurs: boolean;
};

/** A small deterministic generator (the same BLs every run for a seed). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, int: (below: number) => Math.floor(next() * below), chance: (p: number) => next() < p };
}

const dayMs = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
const minDay = (a: string, b: string) => (a < b ? a : b);

/** Our operator, as the settings name it (the registry's handlers spell it in capitals). */
const ourOperator = 'Portside Terminal Services Inc.';

/** The registry's handler of that name and category, made the first time it is asked for. */
async function handlerOf(db: Db, name: string, type: 'stevedoring' | 'arrastre') {
  const [found] = await db
    .select({ id: cargoHandlers.id })
    .from(cargoHandlers)
    .where(and(eq(sql`lower(${cargoHandlers.name})`, name.toLowerCase()), eq(cargoHandlers.type, type)));
  return found?.id ?? (await buildCargoHandler(db, { name, type })).id;
}

/**
 * Our operator saved in the settings, and the handlers of the registry: ours in each category and a competitor's.
 * Which BLs a client sees depends on them: those of which we do the stevedoring or the arrastre.
 */
export async function buildHandlers(db: Db) {
  await db
    .insert(appSettings)
    .values({ id: 1, ownOperators: [ourOperator] })
    .onConflictDoUpdate({ target: appSettings.id, set: { ownOperators: [ourOperator] } });
  return {
    ourStevedoring: await handlerOf(db, ourOperator.toUpperCase(), 'stevedoring'),
    ourArrastre: await handlerOf(db, ourOperator.toUpperCase(), 'arrastre'),
    rivalStevedoring: await handlerOf(db, 'HARBOUR RIVAL STEVEDORES', 'stevedoring'),
    rivalArrastre: await handlerOf(db, 'HARBOUR RIVAL ARRASTRE', 'arrastre'),
  };
}

/**
 * A client company with two registry consignee names and `count` BLs arriving over the six years up to `today` (the
 * terminal's), not billed, payable or paid, some billed in a later year than they arrived, some gated out, some
 * cleared, of registry and printed types, on three vessels, each handled by our operator in one category or both (gated
 * out only when the arrastre is ours; the one before last paid and stevedored only by us).
 * Besides, BLs of the company that competitors alone handle (arrived this year and last, in the terminal, one with no
 * handler at all), which the client must never see: `competitors`. Returns the company, its consignees, the BLs the
 * client sees (`made`) and those.
 */
export async function buildClientCompany(db: Db, name: string, count: number, today: string, seed = 1) {
  const random = generator(seed);
  const handlers = await buildHandlers(db);
  const handledBy = [
    { stevedoringId: handlers.ourStevedoring, arrastreId: handlers.ourArrastre },
    { stevedoringId: handlers.ourStevedoring, arrastreId: handlers.rivalArrastre },
    { stevedoringId: handlers.rivalStevedoring, arrastreId: handlers.ourArrastre },
    { stevedoringId: null, arrastreId: handlers.ourArrastre },
  ];
  const company = await buildCompany(db, { name, isClient: true });
  const consignees = [
    await buildConsignee(db, { name: `${name} TRADING`, companyId: company.id }),
    await buildConsignee(db, { name: `${name} LOGISTICS`, companyId: company.id }),
  ];
  const vessels = [];
  for (const [index, vessel] of ['Northern Star', 'Southern Cross', 'Pacific Dawn'].entries()) {
    vessels.push(await buildVessel(db, { name: `MV ${vessel} ${seed}`, voyageNumber: `V.${seed}${index}7` }));
  }
  const steel = await buildDescription(db, { content: `STEEL COILS ${seed}` });
  const rice = await buildDescription(db, { content: `BAGGED RICE ${seed}` });
  const types = [
    { descriptionId: steel.id, printed: 'steel coil 20t', type: steel.content },
    { descriptionId: rice.id, printed: 'rice 50kg bags', type: rice.content },
    { descriptionId: null, printed: '  Cement Bags ', type: 'Cement Bags' },
  ];
  const currentYear = Number(today.slice(0, 4));
  const firstDay = `${currentYear - 5}-01-01`;
  const span = Math.round((Date.parse(today) - Date.parse(firstDay)) / dayMs);
  const made: MadeBl[] = [];
  for (let n = 0; n < count; n++) {
    // Every year gets BLs; the last one is the year's end, billed in the next year when it can be.
    const arrivalDate =
      n === count - 1
        ? `${currentYear - 1}-12-30`
        : addDays(firstDay, Math.floor(((n + random.next()) * span) / count));
    const vessel = vessels[random.int(vessels.length)] ?? vessels[0];
    const consignee = consignees[n % 2] ?? consignees[0];
    const kind = types[random.int(types.length)] ?? types[0];
    if (!vessel || !consignee || !kind) throw new Error('nothing to choose from');
    // The one before last is paid and only stevedored by us: done for the client, though never gated out by us.
    const stevedoredPaid = n === count - 2;
    const status: ClientItemStatus =
      n === count - 1
        ? 'payable'
        : stevedoredPaid
          ? 'paid'
          : ((['notBilled', 'payable', 'paid'] as const)[random.int(3)] ?? 'notBilled');
    const handled = (stevedoredPaid ? handledBy[1] : handledBy[random.int(handledBy.length)]) ?? handledBy[0];
    const arrastreOurs = handled?.arrastreId === handlers.ourArrastre;
    const gatedOut = arrastreOurs && random.chance(status === 'paid' ? 0.7 : 0.2);
    const milliCbm = 500 + random.int(40_000);
    const packages = 1 + random.int(300);
    const workOrder = await buildWorkOrder(db, { vesselId: vessel.id, arrivalDate });
    const gateOutAt = gatedOut ? new Date(`${minDay(addDays(arrivalDate, 9), today)}T06:30:00Z`) : null;
    const item = await buildItem(db, {
      workOrderId: workOrder.id,
      blNo: `${name.slice(0, 3).toUpperCase()}BL${seed}${String(n).padStart(3, '0')}`,
      consignee: `  ${consignee.name.toLowerCase()} `,
      consigneeId: consignee.id,
      description: kind.printed,
      descriptionId: kind.descriptionId,
      cbm: (milliCbm / 1000).toFixed(3),
      noPackages: packages,
      grossWeight: String(1000 + random.int(20_000)),
      gateOutAt,
      ...handled,
    });
    const clearance = random.chance(0.5) ? await buildClearance(db, { itemId: item.id }) : null;
    const bl: MadeBl = {
      id: item.id,
      blNo: item.blNo,
      arrivalDate,
      milliCbm,
      packages,
      type: kind.type,
      vesselName: vessel.name,
      voyageNo: vessel.voyageNumber,
      consignee: consignee.name,
      status,
      billingDate: null,
      invoiceId: null,
      invoiceNumber: null,
      receiptId: null,
      orNumber: null,
      centavos: null,
      clearanceNumber: clearance?.clearanceNumber ?? null,
      gateOutAt,
      arrastreOurs,
    };
    if (status !== 'notBilled') {
      const billingDate = minDay(addDays(arrivalDate, n === count - 1 ? 6 : random.int(50)), today);
      const net = 10_000 + random.int(900_000);
      const vat = Math.round(net * 0.12);
      const invoice = await buildBillingInvoice(db, {
        itemId: item.id,
        billingDate,
        netAmount: (net / 100).toFixed(2),
        vatAmount: (vat / 100).toFixed(2),
      });
      Object.assign(bl, {
        billingDate,
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        centavos: net + vat,
      });
      if (status === 'paid') {
        const receipt = await buildOfficialReceipt(db, { dateIssued: billingDate }, [invoice.id]);
        Object.assign(bl, { receiptId: receipt.id, orNumber: receipt.orNumber });
      }
    }
    made.push(bl);
  }
  const competitors = [];
  for (const [index, handled] of [
    { stevedoringId: handlers.rivalStevedoring, arrastreId: handlers.rivalArrastre },
    { stevedoringId: handlers.rivalStevedoring, arrastreId: null },
    { stevedoringId: null, arrastreId: null },
  ].entries()) {
    const vessel = vessels[index] ?? vessels[0];
    const workOrder = await buildWorkOrder(db, {
      vesselId: vessel?.id,
      arrivalDate: `${currentYear - (index % 2)}-01-05`,
    });
    competitors.push(
      await buildItem(db, {
        workOrderId: workOrder.id,
        blNo: `${name.slice(0, 3).toUpperCase()}RIVAL${seed}${index}`,
        consignee: consignees[0]?.name,
        consigneeId: consignees[index % 2]?.id,
        description: types[0]?.printed,
        descriptionId: types[0]?.descriptionId,
        cbm: '250.000',
        noPackages: 40,
        ...handled,
      }),
    );
  }
  return { company, consignees, vessels, made, competitors };
}

/** The terminal's today as the API reads it (the default time zone: no settings saved). */
export const manilaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

/** Thousandths of a CBM as the API answers CBM (a number of at most three places). */
export const cbmOf = (milliCbm: number) => Math.round(milliCbm) / 1000;

/** Centavos as the API answers money ("1234.50"). */
export const pesosOf = (centavos: number) => (centavos / 100).toFixed(2);

/** The BLs and CBM of some BLs. */
export const figuresOf = (bls: MadeBl[]) => ({
  bls: bls.length,
  cbm: cbmOf(bls.reduce((sum, bl) => sum + bl.milliCbm, 0)),
});
