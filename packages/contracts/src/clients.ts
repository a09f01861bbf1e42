import { z } from 'zod';
import { newPasswordSchema, newUsernameSchema } from './auth';
import { boundsMessages, idSchema, isoDateSchema, isPrintable } from './bounds';
import { listQuerySchema, optionalText, pageSchema } from './lists';
import { optionalTinSchema } from './tin';
import { versionSchema } from './versions';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, `At most ${max} characters`);

const amountPattern = /^-?\d{1,12}(\.\d{1,2})?$/;
const isoDate = isoDateSchema();

export const mobileMessages = {
  tooShort: 'Mobile number must be at least 10 digits',
  tooLong: 'Mobile number must be no more than 15 digits',
  characters: 'Mobile number may hold only digits, spaces and a leading +',
} as const;

/** Written with its spaces: 15 digits, a + and a space between most of them. */
export const mobileNumberMaxLength = 24;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * Spec 5 counts the digits of a mobile number (10 to 15), as its messages say; it is kept as typed, with an optional
 * leading + and spaces between digits.
 */
const mobileNumberSchema = z
  .string({ error: mobileMessages.tooShort })
  .trim()
  .regex(/^\+?[\d ]*$/, { error: mobileMessages.characters, abort: true })
  .max(mobileNumberMaxLength, `At most ${mobileNumberMaxLength} characters`)
  .refine((value) => digitCount(value) >= 10, mobileMessages.tooShort)
  .refine((value) => digitCount(value) <= 15, mobileMessages.tooLong);

/**
 * A part of the client's address: printed as the buyer's address on a sales invoice when the client's company has no
 * TIN of its own, so nothing in it may print as nothing or turn the text around. Blank becomes absent.
 */
const addressPart = (max: number, { lines = false } = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((part) => isPrintable(part, { lines }), boundsMessages.invisibleInName)
    .nullish()
    .transform((value) => value || undefined);

/** Spec 5: names, email and mobile number are required; every other field is optional and blank becomes absent. */
export const clientBodySchema = z.object({
  firstName: required('First name is required', 100),
  middleName: optionalText(100),
  lastName: required('Last name is required', 100),
  suffix: optionalText(20),
  companyId: idSchema().nullish(),
  email: required('Email is required', 254).email('Invalid email address'),
  mobileNumber: mobileNumberSchema,
  fax: optionalText(40),
  other: optionalText(200),
  website: optionalText(200),
  address: addressPart(500, { lines: true }),
  city: addressPart(100),
  province: addressPart(100),
  zipCode: addressPart(20),
  country: addressPart(100),
  isShippingAddressSameToBilling: z.boolean().default(true),
  paymentMethod: optionalText(60),
  terms: optionalText(60),
  deliveryOptions: optionalText(100),
  language: optionalText(40),
  salesTaxRegistration: optionalText(60),
  /** The TIN with its branch code, format checked (salesTaxRegistration is the spec's free text). */
  tin: optionalTinSchema,
  openingBalance: optionalText(16).refine(
    (value) => value === undefined || amountPattern.test(value),
    'Opening balance must be an amount such as 1250.50',
  ),
  openingBalanceAsOf: optionalText(10).refine(
    (value) => value === undefined || isoDate.safeParse(value).success,
    'Opening balance date must be a date',
  ),
});
export type ClientBodyInput = z.input<typeof clientBodySchema>;
export type ClientBody = z.infer<typeof clientBodySchema>;

/** Spec 3: every field of the client, with the name and kind of its company for display. */
export const clientSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyNameDisplay: z.string().nullable(),
  companyKindNameDisplay: z.string().nullable(),
  /** Whether its company is a client company (a portal sign-in needs one); false without a company. */
  companyIsClient: z.boolean(),
  /** The username of the portal sign-in commercial gave this client, or null. */
  portalUsername: z.string().nullable(),
  email: z.string(),
  mobileNumber: z.string(),
  fax: z.string().nullable(),
  other: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  isShippingAddressSameToBilling: z.boolean(),
  paymentMethod: z.string().nullable(),
  terms: z.string().nullable(),
  deliveryOptions: z.string().nullable(),
  language: z.string().nullable(),
  salesTaxRegistration: z.string().nullable(),
  tin: z.string().nullable(),
  openingBalance: z.string().nullable(),
  openingBalanceAsOf: z.string().nullable(),
  version: versionSchema,
});
export type Client = z.infer<typeof clientSchema>;

/** A client's names in order, the empty ones left out: "Juan Santos Dela Cruz Jr." (the portal user's name too). */
export const clientFullName = (client: Pick<Client, 'firstName' | 'middleName' | 'lastName' | 'suffix'>) =>
  [client.firstName, client.middleName, client.lastName, client.suffix].filter(Boolean).join(' ');

/** Searched by name, company, kind or email; sorted by first name, descending by default (spec 2.5). */
export const listClientsQuerySchema = listQuerySchema(['firstName'], { sort: 'firstName', order: 'desc' });
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;
export const clientsPageSchema = pageSchema(clientSchema);

export const clientMessages = {
  duplicate: 'A client with this email already exists.',
  companyNotFound: 'Company not found.',
  notFound: 'Client not found.',
  portalTaken: 'This client already has a portal sign-in.',
  noCompany: 'This client belongs to no company. Choose its company before giving it a portal sign-in.',
  companyNotClient:
    "This client's company is not a client company. Mark the company as a client before giving a portal sign-in.",
  portalCompany:
    "This client's company cannot change while it has a portal sign-in of that company's. Move its user on the admin's users screen first.",
  portalSignIn:
    'This client cannot be deleted: it has a portal sign-in ({{count}}). An admin moves its user to another client company first.',
} as const;

/** POST /clients/{id}/portal-access: the sign-in commercial gives a client of its registry (password rules of a new user). */
export const portalAccessBodySchema = z.object({ username: newUsernameSchema, password: newPasswordSchema });
export type PortalAccessBody = z.infer<typeof portalAccessBodySchema>;
