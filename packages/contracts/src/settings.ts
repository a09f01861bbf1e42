import { z } from 'zod';
import { tariffBases } from './billing';
import { boundsMessages, isoDateSchema, isPrintable } from './bounds';
import { cargoHandlerTypeSchema } from './cargo-handlers';
import { decimalSchema, hasAtMostPlaces, moneySchema } from './money';
import { storageMessages, storageTariffSchema } from './storage';
import type { TimeZone } from './time-zone';
import { tinMessage, tinPattern } from './tin';

export const settingsMessages = {
  operatorRequired: 'Operator name is required',
  operatorsDuplicate: 'Each operator name may appear only once.',
  timeZoneInvalid: 'Choose a time zone from the list.',
  rateInvalid: 'Rate per CBM must be 0 or more',
  vatInvalid: 'VAT rate must be from 0 to less than 100%',
  effectiveFromRequired: 'Effective date is required',
  tariffsDuplicate: 'Only one tariff per category may start on the same date.',
  yearInvalid: 'Year must be between 2000 and 2100',
  monthInvalid: 'Month must be between 1 and 12',
  cbmInvalid: 'CBM must be 0 or more',
  cbmDecimals: 'CBM must have at most three decimals',
  targetsDuplicate: 'Only one target per category for each year and month.',
  registeredNameInvalid: 'Registered name must be at most 200 characters',
  registeredAddressInvalid: 'Registered address must be at most 500 characters',
  tinInvalid: tinMessage,
  contactLabelInvalid: 'Each address needs its label, at most 100 characters',
  contactAddressInvalid: 'Each address needs its text, at most 500 characters',
  contactAddressesTooMany: 'At most 10 addresses',
  officeHoursInvalid: 'Office hours must be at most 500 characters',
  contactPhoneInvalid: 'Phone must be at most 100 characters',
  contactEmailInvalid: 'Invalid email address',
  withholdingInvalid: 'Withholding tax rate must be more than 0% and at most 15%',
} as const;

/** At most this many addresses on the public contact page. */
export const contactAddressesMax = 10;

/** One address of the public contact page: "Main office", "Pier 9, North Harbor, Manila". */
export const contactAddressSchema = z.object({
  label: z
    .string({ error: settingsMessages.contactLabelInvalid })
    .trim()
    .min(1, settingsMessages.contactLabelInvalid)
    .max(100, settingsMessages.contactLabelInvalid),
  address: z
    .string({ error: settingsMessages.contactAddressInvalid })
    .trim()
    .min(1, settingsMessages.contactAddressInvalid)
    .max(500, settingsMessages.contactAddressInvalid),
});
export type ContactAddress = z.infer<typeof contactAddressSchema>;

/** IANA time zone names, as the JavaScript runtime knows them. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** GET /settings/time-zone (its type and the default zone: `time-zone.ts`). */
export const timeZoneSchema = z.object({ timeZone: z.string(), today: z.string() }) satisfies z.ZodType<TimeZone>;
const amount = (message: string) => z.number({ error: message }).min(0, message);

export const tariffSchema = z.object({
  category: cargoHandlerTypeSchema,
  /** What the rate is charged on: per CBM (the default), or per revenue ton (1,000 kg or 1.1326 m3, the higher). */
  basis: z.enum(tariffBases).default('cbm'),
  /** Pesos per unit of the basis (per CBM, or per revenue ton) before VAT, "1250.50". */
  ratePerCbm: moneySchema(settingsMessages.rateInvalid),
  /** VAT in percent with two places, from "0.00" to "99.99" ("12.00" means 12%). */
  vatPercent: decimalSchema(settingsMessages.vatInvalid, { digits: 2, places: 2 }),
  effectiveFrom: isoDateSchema(settingsMessages.effectiveFromRequired),
});
export type Tariff = z.infer<typeof tariffSchema>;

export const cbmTargetSchema = z.object({
  year: z
    .number({ error: settingsMessages.yearInvalid })
    .int()
    .min(2000, settingsMessages.yearInvalid)
    .max(2100, settingsMessages.yearInvalid),
  /** null: the target of the whole year. */
  month: z
    .number({ error: settingsMessages.monthInvalid })
    .int()
    .min(1, settingsMessages.monthInvalid)
    .max(12, settingsMessages.monthInvalid)
    .nullable(),
  category: cargoHandlerTypeSchema,
  /** Kept in numeric(14, 3): a fourth decimal is refused, not rounded away. */
  cbm: amount(settingsMessages.cbmInvalid)
    .max(99_999_999_999, settingsMessages.cbmInvalid)
    .refine((cbm) => hasAtMostPlaces(cbm, 3), settingsMessages.cbmDecimals),
});
export type CbmTarget = z.infer<typeof cbmTargetSchema>;

const duplicatesOf = <Row>(rows: Row[], key: (row: Row) => string) => {
  const seen = new Set<string>();
  return rows.flatMap((row, index) => {
    const k = key(row);
    if (seen.has(k)) return [index];
    seen.add(k);
    return [];
  });
};

/** The whole settings document: read by GET /settings and replaced by PUT /settings. */
export const settingsSchema = z
  .object({
    /** The operator's own handler names; every other handler is a competitor. */
    ownOperators: z
      .array(z.string().trim().min(1, settingsMessages.operatorRequired).max(200, settingsMessages.operatorRequired))
      .max(50),
    timeZone: z
      .string()
      .trim()
      .max(64, settingsMessages.timeZoneInvalid)
      .refine(isTimeZone, settingsMessages.timeZoneInvalid),
    tariffs: z.array(tariffSchema).max(500),
    /**
     * Free days and daily rates of storage per cargo class, effective-dated like the tariffs. Always answered; a save
     * that leaves it out (a page of an older version, another client) keeps those recorded instead of removing them.
     */
    storageTariffs: z.array(storageTariffSchema).max(500).optional(),
    targets: z.array(cbmTargetSchema).max(2000),
    /** The seller as the sales invoice prints it (RR 7-2024); blank until an admin records it. */
    // Printed at the top of every invoice and receipt: nothing in them may print as nothing or turn the text around.
    registeredName: z
      .string()
      .trim()
      .max(200, settingsMessages.registeredNameInvalid)
      .refine((name) => isPrintable(name), boundsMessages.invisibleInName)
      .default(''),
    registeredAddress: z
      .string()
      .trim()
      .max(500, settingsMessages.registeredAddressInvalid)
      .refine((address) => isPrintable(address, { lines: true }), boundsMessages.invisibleInName)
      .default(''),
    tin: z
      .string()
      .trim()
      .max(17, { error: settingsMessages.tinInvalid, abort: true })
      .refine((tin) => tin === '' || tinPattern.test(tin), settingsMessages.tinInvalid)
      .default(''),
    /** VAT-registered sellers add VAT on their invoices; the others print NON-VAT and bill none. */
    vatRegistered: z.boolean().default(true),
    /**
     * The creditable withholding tax rate the receipt form proposes when a payer withheld, in percent ("2.00": the 2%
     * expanded withholding on services); the cashier may change it on a receipt.
     */
    withholdingPercent: decimalSchema(settingsMessages.withholdingInvalid, { digits: 2, places: 2 })
      .refine((percent) => Number(percent) > 0 && Number(percent) <= 15, settingsMessages.withholdingInvalid)
      .default('2.00'),
    /** The public contact page (GET /site/contact): addresses, office hours, phone and e-mail; blank until set. */
    contactAddresses: z
      .array(contactAddressSchema)
      .max(contactAddressesMax, settingsMessages.contactAddressesTooMany)
      .default([]),
    officeHours: z.string().trim().max(500, settingsMessages.officeHoursInvalid).default(''),
    contactPhone: z.string().trim().max(100, settingsMessages.contactPhoneInvalid).default(''),
    contactEmail: z
      .string()
      .trim()
      .max(254, { error: settingsMessages.contactEmailInvalid, abort: true })
      .refine((email) => email === '' || z.email().safeParse(email).success, settingsMessages.contactEmailInvalid)
      .default(''),
  })
  .superRefine((settings, context) => {
    for (const index of duplicatesOf(settings.ownOperators, (name) => name.toLowerCase())) {
      context.addIssue({ code: 'custom', path: ['ownOperators', index], message: settingsMessages.operatorsDuplicate });
    }
    for (const index of duplicatesOf(settings.tariffs, (t) => `${t.category} ${t.effectiveFrom}`)) {
      context.addIssue({
        code: 'custom',
        path: ['tariffs', index, 'effectiveFrom'],
        message: settingsMessages.tariffsDuplicate,
      });
    }
    for (const index of duplicatesOf(settings.storageTariffs ?? [], (t) => `${t.cargoClass} ${t.effectiveFrom}`)) {
      context.addIssue({
        code: 'custom',
        path: ['storageTariffs', index, 'effectiveFrom'],
        message: storageMessages.storageTariffsDuplicate,
      });
    }
    for (const index of duplicatesOf(settings.targets, (t) => `${t.year} ${t.month ?? 0} ${t.category}`)) {
      context.addIssue({
        code: 'custom',
        path: ['targets', index, 'month'],
        message: settingsMessages.targetsDuplicate,
      });
    }
  });
export type Settings = z.infer<typeof settingsSchema>;

/**
 * The settings as GET and PUT answer them: the seller's name and address as stored, so that one saved before they were
 * checked (with a character now refused) is still shown for the admin to correct, not answered 500.
 */
export const settingsAnswerSchema = settingsSchema.safeExtend({
  registeredName: z.string(),
  registeredAddress: z.string(),
});

/**
 * The tariff of a category in force on a date (YYYY-MM-DD): the one with the latest effective date on or before it;
 * undefined before the first one.
 */
export function tariffInForce(tariffs: readonly Tariff[], category: Tariff['category'], date: string) {
  return tariffs
    .filter((tariff) => tariff.category === category && tariff.effectiveFrom <= date)
    .reduce<Tariff | undefined>(
      (latest, tariff) => (!latest || tariff.effectiveFrom > latest.effectiveFrom ? tariff : latest),
      undefined,
    );
}
