import { z } from 'zod';

/**
 * The bounds every request field keeps, so that nothing a client sends reaches the database outside its column's
 * range: ids fit PostgreSQL's `integer`, dates are calendar dates, strings have a maximum length. The server also
 * refuses, in any string or key before validation, the NUL character and a lone UTF-16 surrogate (half of a character
 * written as a `\ud800` escape), which PostgreSQL's text cannot hold (`hasLoneSurrogate`).
 */
export const boundsMessages = {
  invalidId: 'Must be a whole number from 1 to 2147483647',
  invalidDate: 'Must be a calendar date written YYYY-MM-DD',
  invalidInstant: 'Must be a date and time written YYYY-MM-DDTHH:MM with its UTC offset',
  nulCharacter: 'Text must not contain the NUL character',
  loneSurrogate: 'Text must be valid Unicode: half of a character (a lone UTF-16 surrogate) cannot be stored',
  tooDeep: 'The request body is nested too deeply.',
  badUrl: 'The address of this request is not valid.',
  invalidData: 'A value of this request is out of range or not valid.',
  invisibleCharacters:
    'A document number may hold only printable characters: no control, invisible or direction-changing characters',
  invisibleInText:
    'A reason may hold only printable characters and line breaks: no invisible or direction-changing characters',
  unavailable: 'The database is not available right now. Please try again in a moment.',
  invisibleInName:
    'A name or address is printed on invoices: it may hold only printable characters, no invisible or direction-changing ones',
  invisibleInPrinted:
    'This text is printed on invoices and receipts: it may hold only printable characters, no invisible or direction-changing ones',
  unknownParameter: 'This call takes no parameter of this name.',
  givenTwice: 'This field is given twice, in two spellings (snake_case and camelCase): give it once.',
} as const;

/**
 * A query whose parameters are only those it names: another is refused, each by its name (an unknown parameter
 * dropped without a word answered other figures than asked, e.g. `category` on a call whose category is `by`).
 */
export const knownParameters = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? boundsMessages.unknownParameter : undefined),
  });
/** The query of a call that takes no parameter. */
export const noParameters = knownParameters({});

/**
 * Control characters (C0, DEL, C1), line and paragraph separators, and invisible formatting characters: the
 * bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), zero-width marks, the BOM.
 */
const unprintable = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** The same in printed free text (a reason), which keeps its line breaks and tabs. */
const unprintableInText = /(?![\n\t])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Half of a surrogate pair without its other half: JSON can write one (`"\ud800"`), JavaScript holds it, but it is no
 * Unicode character, so PostgreSQL refuses it (or a driver stores U+FFFD in its place). With the `u` flag a whole pair
 * is one code point, so only a lone half matches.
 */
const loneSurrogate = /\p{Cs}/u;
/** Whether a string holds half of a character (a lone UTF-16 surrogate), which no column can store. */
export const hasLoneSurrogate = (text: string) => loneSurrogate.test(text);

/** Whether a name (or, with `lines`, an address of several lines) prints as it reads: nothing invisible or turning it. */
export const isPrintable = (text: string | null | undefined, { lines = false } = {}) =>
  !text || !(lines ? unprintableInText : unprintable).test(text);

/**
 * Why a document was cancelled or credited, in the clerk's words: printed on the document and kept in the audit, so
 * nothing in it may print as nothing or turn the text around.
 */
export const reasonSchema = (messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(500, messages.tooLong)
    .refine((reason) => !unprintableInText.test(reason), boundsMessages.invisibleInText);

/**
 * A document number typed by a clerk and printed (clearance, sales invoice, official receipt): trimmed, not blank, at
 * most 60 characters (the columns), and nothing that prints as nothing or turns the text around on the page.
 */
export const documentNumberSchema = (messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(60, messages.tooLong)
    .refine((number) => !unprintable.test(number), boundsMessages.invisibleCharacters)
    // Every space is the plain one (a pasted number brings no-break spaces), as the stored key's [[:space:]] knows it.
    .transform((number) => number.replace(/\p{Zs}/gu, ' '));

/** PostgreSQL's `integer` (serial ids and the foreign keys to them). */
export const maxId = 2_147_483_647;

/**
 * An id in a body: a whole number from 1 to maxId, with the form's own message when it has one (and its own when the
 * id is missing); one message whatever is wrong (2e20 is neither whole for JavaScript nor at most maxId).
 */
export const idSchema = (message: string = boundsMessages.invalidId, requiredMessage = message) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : message) })
    .int({ error: message, abort: true })
    .min(1, { error: message, abort: true })
    .max(maxId, { error: message, abort: true });

/** An id in a path or a query string: digits only (not 1e3, 0x10 or " 7"), read as a number. */
export const idParamSchema = z
  .string({ error: boundsMessages.invalidId })
  .max(10, boundsMessages.invalidId)
  .regex(/^[0-9]+$/, boundsMessages.invalidId)
  .transform(Number)
  .pipe(idSchema());

/** `{ id }` of a path such as /vessels/:id. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A calendar date, YYYY-MM-DD: 2026-02-30, 2026-13-45 and 0000-01-01 are refused (zod checks days of each month and leap years). */
export const isoDateSchema = (message: string = boundsMessages.invalidDate) =>
  // PostgreSQL has no year 0.
  z.iso.date({ error: message }).refine((day) => !day.startsWith('0000'), message);

/**
 * An instant with its offset, as the web sends it (2026-03-01T08:00:00.000Z or +08:00), from the year 1900 to
 * 2999: a timestamptz of the database, never a local time without its zone. `requiredMessage` when it is missing.
 */
export const instantSchema = (requiredMessage: string = boundsMessages.invalidInstant) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(64, boundsMessages.invalidInstant)
    .pipe(
      z.iso
        .datetime({ offset: true, error: boundsMessages.invalidInstant })
        // Only when the format is right, so a malformed instant gets one message.
        .refine((value) => /^(19|2[0-9])/.test(value), {
          message: boundsMessages.invalidInstant,
          when: (payload) => payload.issues.length === 0,
        }),
    );
