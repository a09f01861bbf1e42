import { decimal, scaled } from '@portside/contracts/money';
import type { CbmTarget, Settings, Tariff } from '@portside/contracts/settings';
import type { StorageTariff } from '@portside/contracts/storage';
import { defaultTimeZone } from '@portside/contracts/time-zone';
import { asc, desc, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { fractionOf, percentOf } from '../../db/percent';
import { appSettings, cbmTargets, storageTariffs, tariffs } from '../../db/schema/index';
import { type Actor, recordAudit } from '../audit/record';

/** A tariff as the API speaks it, decimals as strings, the VAT rate in percent (docs/decisions.md). */
const tariffColumns = {
  category: tariffs.category,
  basis: tariffs.basis,
  ratePerCbm: tariffs.ratePerCbm,
  vatPercent: percentOf(tariffs.vatRate),
  effectiveFrom: tariffs.effectiveFrom,
};
const toTariffRow = (tariff: Tariff) => ({
  category: tariff.category,
  basis: tariff.basis,
  ratePerCbm: tariff.ratePerCbm,
  vatRate: fractionOf(tariff.vatPercent),
  effectiveFrom: tariff.effectiveFrom,
});
const storageTariffColumns = {
  cargoClass: storageTariffs.cargoClass,
  basis: storageTariffs.basis,
  freeDays: storageTariffs.freeDays,
  ratePerDay: storageTariffs.ratePerDay,
  tiers: storageTariffs.tiers,
  vatPercent: percentOf(storageTariffs.vatRate),
  effectiveFrom: storageTariffs.effectiveFrom,
};
const toStorageTariffRow = ({ vatPercent, ...tariff }: StorageTariff) => ({
  ...tariff,
  vatRate: fractionOf(vatPercent),
});
const toTarget = (row: typeof cbmTargets.$inferSelect): CbmTarget => ({
  year: row.year,
  month: row.month,
  category: row.category,
  cbm: Number(row.cbm),
});

/** The terminal's time zone (Asia/Manila until an admin sets another). */
export async function terminalTimeZone(db: Db): Promise<string> {
  const [row] = await db.select({ timeZone: appSettings.timeZone }).from(appSettings);
  return row?.timeZone ?? defaultTimeZone;
}

/** Today's date (YYYY-MM-DD) in `timeZone`, on this server's clock. */
export const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** Today's date (YYYY-MM-DD) in the terminal's time zone. */
export async function terminalToday(db: Db): Promise<string> {
  return dayIn(await terminalTimeZone(db));
}

/** The settings document; defaults when nobody has saved one yet. */
export async function getSettings(db: Db): Promise<Settings> {
  const [[row], tariffRows, storageRows, targetRows] = await Promise.all([
    db.select().from(appSettings),
    db.select(tariffColumns).from(tariffs).orderBy(asc(tariffs.category), desc(tariffs.effectiveFrom)),
    readStorageTariffs(db),
    db
      .select()
      .from(cbmTargets)
      .orderBy(desc(cbmTargets.year), asc(cbmTargets.category), sql`${cbmTargets.month} asc nulls first`),
  ]);
  return {
    ownOperators: row?.ownOperators ?? [],
    timeZone: row?.timeZone ?? defaultTimeZone,
    tariffs: tariffRows,
    storageTariffs: storageRows,
    targets: targetRows.map(toTarget),
    registeredName: row?.registeredName ?? '',
    registeredAddress: row?.registeredAddress ?? '',
    tin: row?.tin ?? '',
    vatRegistered: row?.vatRegistered ?? true,
    withholdingPercent: decimal(scaled(row?.withholdingRate ?? '0.0200', 4), 2),
    contactAddresses: row?.contactAddresses ?? [],
    officeHours: row?.officeHours ?? '',
    contactPhone: row?.contactPhone ?? '',
    contactEmail: row?.contactEmail ?? '',
  };
}

/** Replaces the whole document in one transaction, with one audit entry holding it before and after. */
export async function saveSettings(db: Db, actor: Actor, settings: Settings): Promise<Settings> {
  return inTransaction(db, async (tx) => {
    // Two admins saving at once: the second waits for the first, then replaces its document.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app_settings'))`);
    const before = await getSettings(tx);
    const values = {
      ownOperators: settings.ownOperators,
      timeZone: settings.timeZone,
      registeredName: settings.registeredName,
      registeredAddress: settings.registeredAddress,
      tin: settings.tin,
      vatRegistered: settings.vatRegistered,
      withholdingRate: decimal(scaled(settings.withholdingPercent, 2), 4),
      contactAddresses: settings.contactAddresses,
      officeHours: settings.officeHours,
      contactPhone: settings.contactPhone,
      contactEmail: settings.contactEmail,
      updatedAt: new Date(),
    };
    await tx
      .insert(appSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: appSettings.id, set: values });
    await tx.delete(tariffs);
    if (settings.tariffs.length > 0) await tx.insert(tariffs).values(settings.tariffs.map(toTariffRow));
    if (settings.storageTariffs) {
      await tx.delete(storageTariffs);
      if (settings.storageTariffs.length > 0) {
        await tx.insert(storageTariffs).values(settings.storageTariffs.map(toStorageTariffRow));
      }
    }
    await tx.delete(cbmTargets);
    if (settings.targets.length > 0) {
      await tx.insert(cbmTargets).values(settings.targets.map((target) => ({ ...target, cbm: target.cbm.toFixed(3) })));
    }
    const after = await getSettings(tx);
    await recordAudit(tx, actor, { action: 'update', entity: 'app_settings', entityId: 1, before, after });
    return after;
  });
}

/**
 * The tariff of each category in force on a day (YYYY-MM-DD): the latest effective on or before it. Billing and the
 * revenue reports price CBM with it.
 */
export function tariffsInForce(db: Db, day: string): Promise<Tariff[]> {
  return db
    .selectDistinctOn([tariffs.category], tariffColumns)
    .from(tariffs)
    .where(sql`${tariffs.effectiveFrom} <= ${day}`)
    .orderBy(tariffs.category, desc(tariffs.effectiveFrom));
}

/** Every storage tariff, by cargo class and the latest first: few rows, read whole to count a stay. */
export function readStorageTariffs(db: Db): Promise<StorageTariff[]> {
  return db
    .select(storageTariffColumns)
    .from(storageTariffs)
    .orderBy(asc(storageTariffs.cargoClass), desc(storageTariffs.effectiveFrom));
}
