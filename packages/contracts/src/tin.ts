import { z } from 'zod';

/** A Philippine TIN with its five-digit branch code, as RR 7-2024 has it printed: 000-123-456-00000. */
export const tinPattern = /^\d{3}-\d{3}-\d{3}-\d{5}$/;
export const tinMessage = 'TIN must be written with its branch code: 000-123-456-00000';

/** An optional TIN of a registry record (a company, a client): blank is none, anything else is written as printed. */
export const optionalTinSchema = z
  .string({ error: tinMessage })
  .trim()
  .max(17, { error: tinMessage, abort: true })
  .nullish()
  .transform((tin) => tin || undefined)
  .refine((tin) => tin === undefined || tinPattern.test(tin), tinMessage);

/** A TIN that must be given (a buyer billed from PHP 1,000 prints one). */
export const requiredTinSchema = z
  .string({ error: tinMessage })
  .trim()
  .max(17, { error: tinMessage, abort: true })
  .regex(tinPattern, tinMessage);
