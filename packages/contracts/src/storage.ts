import { z } from 'zod';
import { tariffBases } from './billing';
import { isoDateSchema } from './bounds';
import { decimalSchema, moneySchema } from './money';

/** What a visit's cargo is for the port: the class decides the free days and rates of its storage. */
export const cargoClasses = ['import', 'export', 'domestic', 'transhipment'] as const;
export type CargoClass = (typeof cargoClasses)[number];

/** Free days after the last discharge in Philippine Ports Authority practice: what a new tariff row proposes. */
export const ppaFreeDays: Record<CargoClass, number> = { import: 5, export: 4, domestic: 2, transhipment: 15 };

export const storageMessages = {
  cargoClassInvalid: 'Choose import, export, domestic or transhipment',
  freeDaysInvalid: 'Free days must be a whole number from 0 to 365',
  storageRateInvalid: 'Rate per day must be 0 or more',
  tierDayInvalid: 'A rate from a day starts after the free days, at most on day 3650',
  tiersOrder: 'Each rate from a day must start on a later day than the one before',
  tiersTooMany: 'At most 5 rates from a day',
  storageTariffsDuplicate: 'Only one storage tariff per cargo class may start on the same date.',
  storageVatInvalid: 'VAT rate must be from 0 to less than 100%',
  effectiveFromRequired: 'Effective date is required',
} as const;

export const cargoClassSchema = z.enum(cargoClasses, { error: storageMessages.cargoClassInvalid });

/** The longest stay a tier may name: ten years of days. */
export const storageDaysMax = 3650;
export const storageTiersMax = 5;

/** From this day in the terminal on (day 1 is the day after the discharge), the rate per day is this one. */
export const storageTierSchema = z.object({
  fromDay: z
    .number({ error: storageMessages.tierDayInvalid })
    .int(storageMessages.tierDayInvalid)
    .min(1, storageMessages.tierDayInvalid)
    .max(storageDaysMax, storageMessages.tierDayInvalid),
  ratePerDay: moneySchema(storageMessages.storageRateInvalid),
});
export type StorageTier = z.infer<typeof storageTierSchema>;

/**
 * The storage tariff of a cargo class from a day on: free days after the BL's last discharge, then a rate per day per
 * revenue ton (or per CBM), raised by its tiers from the days they name; before VAT.
 */
export const storageTariffSchema = z
  .object({
    cargoClass: cargoClassSchema,
    basis: z.enum(tariffBases).default('revenueTon'),
    freeDays: z
      .number({ error: storageMessages.freeDaysInvalid })
      .int(storageMessages.freeDaysInvalid)
      .min(0, storageMessages.freeDaysInvalid)
      .max(365, storageMessages.freeDaysInvalid),
    ratePerDay: moneySchema(storageMessages.storageRateInvalid),
    tiers: z.array(storageTierSchema).max(storageTiersMax, storageMessages.tiersTooMany).default([]),
    vatPercent: decimalSchema(storageMessages.storageVatInvalid, { digits: 2, places: 2 }),
    effectiveFrom: isoDateSchema(storageMessages.effectiveFromRequired),
  })
  .superRefine((tariff, context) => {
    tariff.tiers.forEach((tier, index) => {
      if (tier.fromDay <= tariff.freeDays) {
        context.addIssue({
          code: 'custom',
          path: ['tiers', index, 'fromDay'],
          message: storageMessages.tierDayInvalid,
        });
      } else if (index > 0 && tier.fromDay <= (tariff.tiers[index - 1]?.fromDay ?? 0)) {
        context.addIssue({ code: 'custom', path: ['tiers', index, 'fromDay'], message: storageMessages.tiersOrder });
      }
    });
  });
export type StorageTariff = z.infer<typeof storageTariffSchema>;

/** The storage tariff of a cargo class in force on a day (YYYY-MM-DD): the latest effective on or before it. */
export function storageTariffInForce(tariffs: readonly StorageTariff[], cargoClass: CargoClass, day: string) {
  return tariffs
    .filter((tariff) => tariff.cargoClass === cargoClass && tariff.effectiveFrom <= day)
    .reduce<StorageTariff | undefined>(
      (latest, tariff) => (!latest || tariff.effectiveFrom > latest.effectiveFrom ? tariff : latest),
      undefined,
    );
}

/** Consecutive days charged alike: same tariff, tier and quantity. */
export const storageLineSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.number().int(),
  /** 0: the tariff's base rate; n: its n-th tier. */
  tier: z.number().int(),
  basis: z.enum(tariffBases),
  /** Revenue tons (or CBM) in the terminal on those days, three places. */
  quantity: z.string(),
  ratePerDay: z.string(),
  vatPercent: z.string(),
  amount: z.string(),
});
export type StorageLine = z.infer<typeof storageLineSchema>;

/**
 * Storage accrued by a BL from its last discharge to a day (today, or the day its last package left): days in the
 * terminal, free days, the days charged and their amount before VAT, its VAT and the total. `priced` is false when
 * no storage tariff of its cargo class was in force on the discharge day: nothing can be counted.
 */
export const storageAccrualSchema = z.object({
  cargoClass: cargoClassSchema,
  dischargeDay: z.iso.date(),
  toDay: z.iso.date(),
  priced: z.boolean(),
  daysInTerminal: z.number().int(),
  freeDays: z.number().int(),
  freeDaysLeft: z.number().int(),
  chargeableDays: z.number().int(),
  lines: z.array(storageLineSchema),
  netAmount: z.string(),
  vatAmount: z.string(),
  totalAmount: z.string(),
});
export type StorageAccrual = z.infer<typeof storageAccrualSchema>;
