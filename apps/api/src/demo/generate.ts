import { createHash } from 'node:crypto';
import type { LayoutColumn } from '@portside/contracts/manifest-layouts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rollups } from '../db/rollups/definitions';
import { rebuildRollups } from '../db/rollups/rebuild';
import { selectRows } from '../db/rows';
import { appSettings, manifestLayouts, users, workOrderManifests } from '../db/schema/index';
import { layoutSignature } from '../modules/pdf-converter/table-sight';
import { type Context, findStaff } from './context';
import { settleCall, tariffSchedule, writeTargets, writeTariffs } from './finance';
import { BulkWriter, type TableName } from './insert';
import { manifestPdf } from './manifest-pdf';
import { operatorRegistration, ownOperators, shippingLines } from './names';
import { type Call, generateCall } from './operations';
import { createPeople } from './people';
import { Random } from './random';
import { createRegistries } from './registries';
import { demoContact, writeDemoSite } from './site';
import { storageTariffSchedule, writeStorageTariffs } from './storage';
import { formatDay, manilaInstant, parseDay } from './time';
import { startDay as firstDay, planVisits } from './visits';

export type DemoOptions = {
  items: number;
  years: number;
  seed: number;
  /** YYYY-MM-DD in Manila: the data runs up to this day (a few arrivals are announced after it). */
  today: string;
  /** One hash for every generated client account (hashing is slow). */
  passwordHash: string;
  onProgress?: (items: number) => void;
};

export type DemoSummary = { items: number; workOrders: number; seconds: number; rows: Record<TableName, number> };

export const defaultDemo = { items: 40_000, years: 6, seed: 1 } as const;
/** Calls whose manifest PDF is kept (the most recent ones: storing thousands would only weigh on the database). */
const manifestsKept = 8;

export class DemoDataExists extends Error {}

/**
 * Fills an empty database with `items` BLs over `years` years up to `today`: registries, calls with their whole
 * life (monitoring, tallies, delays, clearances, invoices, receipts, gate-outs), client accounts and sign-ins,
 * tariffs, targets and settings. Same options, same rows.
 */
export async function generateDemoData(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const started = performance.now();
  await refuseIfNotEmpty(db);
  const random = new Random(options.seed);
  const today = parseDay(options.today);
  const startDay = firstDay({ years: options.years, today });
  const plans = planVisits(random.fork('visits'), { items: options.items, years: options.years, today });
  const writer = await BulkWriter.open(db);
  const world = await createRegistries(db, writer, random.fork('registries'), {
    consignees: Math.min(600, 80 + Math.round(Math.sqrt(options.items) / 2)),
    startDay,
  });
  const context: Context = {
    writer,
    world,
    staff: await findStaff(db),
    today,
    now: manilaInstant(today, 12),
    serials: new Map(),
    latestMemoDay: 0,
    storageTariffs: storageTariffSchedule(startDay, today),
    fleetSizes: fleetSizes(
      plans.map((plan) => plan.lineName),
      options.years,
    ),
    ourCbm: new Map(),
    buyers: new Map(),
    demoClientCompany: null,
  };
  const tariffs = tariffSchedule(random.fork('tariffs'), startDay, today);
  writeTariffs(context, tariffs);
  const clientCompany = await createPeople(db, context, random.fork('people'), {
    passwordHash: options.passwordHash,
    startDay,
  });
  context.demoClientCompany = clientCompany?.companyId ?? null;

  const recent: Call[] = [];
  for (const [index, plan] of plans.entries()) {
    const callRandom = random.fork(`call:${index}`);
    const call = generateCall(context, callRandom, plan);
    settleCall(context, callRandom.fork('finance'), call, tariffs);
    for (const bl of call.bls) writer.add('items', bl.row);
    if (index >= plans.length - manifestsKept) recent.push(call);
    await writer.maybeFlush();
    options.onProgress?.(writer.counts.items);
  }
  writeTargets(context, random.fork('targets'), startDay);
  await writer.finish();
  await rebuildRollups(db);

  await writeStorageTariffs(db, context.storageTariffs);
  await storeManifests(db, context, recent, plans.map((plan) => plan.lineName).slice(-recent.length));
  await db
    .insert(appSettings)
    .values({
      id: 1,
      ownOperators: [...ownOperators],
      timeZone: 'Asia/Manila',
      ...operatorRegistration,
      ...demoContact,
      updatedAt: new Date(manilaInstant(startDay, 9)),
    })
    .onConflictDoUpdate({
      target: appSettings.id,
      set: { ownOperators: [...ownOperators], timeZone: 'Asia/Manila', ...operatorRegistration, ...demoContact },
    });
  await writeDemoSite(db, { today, startDay });
  await writeDemoLayout(db, context, manilaInstant(today, 10));
  if (clientCompany !== null) {
    await db.update(users).set(clientCompany).where(sql`${users.username} = 'client' and ${users.role} = 'client'`);
  }
  return {
    items: writer.counts.items,
    workOrders: writer.counts.work_orders,
    seconds: (performance.now() - started) / 1000,
    rows: { ...writer.counts, work_order_manifests: recent.length, app_settings: 1 } as Record<TableName, number>,
  };
}

async function refuseIfNotEmpty(db: Db): Promise<void> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from work_orders`);
  if (Number(row?.n) > 0) {
    throw new DemoDataExists(
      'The database already has work orders; demo data is only generated into an empty one (use --reset to empty it first).',
    );
  }
}

/** Enough ships per line for each to call about six times a year. */
function fleetSizes(lineNames: string[], years: number): Map<string, number> {
  const calls = new Map<string, number>();
  for (const name of lineNames) calls.set(name, (calls.get(name) ?? 0) + 1);
  return new Map([...calls].map(([name, count]) => [name, Math.min(30, Math.max(2, Math.ceil(count / (years * 6))))]));
}

async function storeManifests(db: Db, context: Context, calls: Call[], lineNames: string[]): Promise<void> {
  const handlerNames = new Map([...context.world.stevedoring, ...context.world.arrastre].map((h) => [h.id, h.name]));
  for (const [index, call] of calls.entries()) {
    const line = shippingLines.find((l) => l.name === lineNames[index]);
    const content = manifestPdf(
      { vessel: call.vessel, voyage: call.voyage, arrival: formatDay(call.arrivalDay), line: line?.name ?? '' },
      call.bls.map((bl) => bl.row),
      handlerNames,
    );
    await db.insert(workOrderManifests).values({
      workOrderId: call.workOrderId,
      fileName: `${call.vessel.replace(/\s+/g, '_')}_${call.voyage}_manifest.pdf`,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createdAt: new Date(call.createdAt),
    });
  }
}

/**
 * A layout a clerk taught the manifest reader (docs/domain.md "Teaching the reader"): the spreadsheet of the first
 * line's agents, whose labels the vocabulary does not know.
 */
async function writeDemoLayout(db: Db, context: Context, at: number): Promise<void> {
  const line = context.world.lines.get(shippingLines[0]?.name ?? '');
  if (!line) return;
  const columns: LayoutColumn[] = [
    { label: 'REF NO.', field: 'blNo' },
    { label: 'RECEIVER', field: 'consignee' },
    { label: 'UNITS', field: 'noOfPackages' },
    { label: 'ITEM', field: 'contents' },
    { label: 'MASS KGS', field: 'grossWeightKilos' },
    { label: 'CUBAGE', field: 'cbm' },
    { label: 'REMARKS', field: null },
  ];
  await db.insert(manifestLayouts).values({
    shippingLineId: line.id,
    signature: layoutSignature(columns.map((column) => column.label)),
    columns,
    updatedAt: new Date(at),
    updatedBy: context.staff.commercial?.id ?? null,
  });
}

/**
 * Empties every table the generator fills; staff accounts stay (the demo "client" account is unlinked), and so do the
 * public site's pages (an admin's text; the operator's text is written only where a page has none).
 */
export async function resetDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${sql.raw(rollups.map((rollup) => rollup.table).join(', '))}`);
    await tx.execute(sql`truncate table audit_log, gate_releases, credit_memo_lines, credit_memos, receipt_payments, receipt_withholdings, billing_invoice_lines,
      billing_invoices, official_receipts,
      clearances, sub_items, productivity_tallies, delays, entry_keys, monitoring, work_order_manifests,
      work_order_update_requests, items, work_orders,
      vessels, consignees, cargo_handlers, descriptions, tariffs, cbm_targets, app_settings`);
    await tx.execute(sql`truncate table storage_tariffs restart identity`);
    // The demo's news posts and taught layout, numbered from 1 again so that a reset and a new generation give the same
    // rows.
    await tx.execute(sql`truncate table news_post_texts, news_posts restart identity`);
    await tx.execute(sql`truncate table manifest_layouts restart identity`);
    await tx.execute(
      sql`delete from login_logs where user_id is null or user_id in (select id from users where role = 'client')`,
    );
    await tx.execute(sql`delete from users where role = 'client' and username <> 'client'`);
    await tx.execute(
      sql`update users set company_id = null, client_id = null where company_id is not null or client_id is not null`,
    );
    await tx.execute(sql`delete from clients`);
    await tx.execute(sql`delete from companies`);
    await tx.execute(sql`delete from kinds_of_company`);
    await tx.execute(sql`delete from shipping_lines`);
  });
}
