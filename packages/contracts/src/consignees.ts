import { z } from 'zod';
import { boundsMessages, idSchema, isPrintable } from './bounds';
import { companyBodySchema } from './companies';
import { listQuerySchema, pageSchema } from './lists';
import { requiredTinSchema } from './tin';
import { versionSchema } from './versions';

/** A canonical consignee name; it may belong to a client company (whose users then see its cargo). */
export const consigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name again under the spec's name for it (spec 3 "Consignee: consignee text"). */
  consignee: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  version: versionSchema,
});
export type Consignee = z.infer<typeof consigneeSchema>;

export const consigneeBodySchema = z.object({
  name: z
    .string({ error: 'Consignee name is required' })
    .trim()
    .min(1, 'Consignee name is required')
    .max(250, 'Consignee name must be at most 250 characters')
    .refine((name) => isPrintable(name), boundsMessages.invisibleInName),
  companyId: idSchema()
    .nullish()
    .transform((id) => id ?? null),
});
export type ConsigneeBody = z.infer<typeof consigneeBodySchema>;
export type ConsigneeBodyInput = z.input<typeof consigneeBodySchema>;

export const listConsigneesQuerySchema = listQuerySchema(['name', 'id'], { sort: 'name', order: 'asc' });
export type ListConsigneesQuery = z.infer<typeof listConsigneesQuerySchema>;
export const consigneesPageSchema = pageSchema(consigneeSchema);

export const consigneeMessages = {
  duplicate: 'A consignee with this name already exists.',
  blBilled: 'BL {{blNo}} is billed already: its invoice keeps the buyer it was issued to. Cancel the invoice first.',
  companyChoice: 'Choose the consignee’s company, or register a new one.',
  blNotFound: 'The BL was not found.',
  hasCompany: 'Consignee {{name}} belongs to {{company}} already: the admin changes it in the consignee registry.',
  hasTin: 'Company {{name}} has its TIN recorded already: the admin changes it in the company registry.',
  companyNotFound: 'Company not found.',
  addressRequired: 'The registered address is required with the TIN: an invoice prints both.',
  tinNotBuyer:
    'Company {{name}} buys nothing here: only a client company of a registry consignee is given its TIN here.',
  unknownCompany: 'The chosen company does not exist.',
  notClient: 'The chosen company is not a client.',
  inUse: 'This consignee is used by work order items and cannot be deleted.',
  notFound: 'Consignee not found.',
} as const;

/** A BL's consignee as billing and the work order's review see it: as printed, in the registry, or a suggestion. */
export const blConsigneeSchema = z.object({
  itemId: z.number().int(),
  blNo: z.string(),
  printed: z.string(),
  /** The registry consignee the BL is tied to, with its company. */
  registered: z
    .object({
      id: z.number().int(),
      name: z.string(),
      companyId: z.number().int().nullable(),
      companyName: z.string().nullable(),
    })
    .nullable(),
  /** The buyer an invoice of the BL would print now: its name and TIN (null: none recorded, for its company either). */
  buyer: z.object({ name: z.string(), tin: z.string().nullable() }),
  /** The registry consignee closest to the printed name (trigram similarity), when it is not tied to one. */
  suggestion: z.object({ id: z.number().int(), name: z.string(), matchScore: z.number() }).nullable(),
  /** Billed already: its invoice keeps its buyer, and the BL's consignee is not changed here. */
  billed: z.boolean(),
});
export type BlConsignee = z.infer<typeof blConsigneeSchema>;

/** PUT /items/{id}/consignee: the BL tied to a registry consignee. */
export const assignConsigneeBodySchema = z.object({ consigneeId: idSchema() });
export type AssignConsigneeBody = z.infer<typeof assignConsigneeBodySchema>;

/**
 * POST /consignees/register (commercial in the work order's review, finance on the billing page): a consignee and its
 * company, an existing client company or a new one with its TIN and registered address, and the BL to tie it to.
 */
/** The registered address an invoice prints under a TIN: required with it. */
const requiredAddressSchema = z
  .string({ error: 'The registered address is required with the TIN: an invoice prints both.' })
  .trim()
  .min(1, 'The registered address is required with the TIN: an invoice prints both.')
  .max(500, 'Registered address must be at most 500 characters')
  .refine((address) => isPrintable(address, { lines: true }), boundsMessages.invisibleInName);

const companyChoice = {
  companyId: idSchema()
    .nullish()
    .transform((id) => id ?? null),
  company: companyBodySchema
    .omit({ isClient: true })
    .extend({ tin: requiredTinSchema, registeredAddress: requiredAddressSchema })
    .nullish()
    .transform((company) => company ?? null),
};
const oneCompany = (body: { companyId: number | null; company: object | null }) =>
  (body.companyId === null) !== (body.company === null);

export const registerConsigneeBodySchema = z
  .object({
    name: consigneeBodySchema.shape.name,
    itemId: idSchema()
      .nullish()
      .transform((id) => id ?? null),
    ...companyChoice,
  })
  .refine(oneCompany, { message: consigneeMessages.companyChoice, path: ['companyId'] });
export type RegisterConsigneeBody = z.infer<typeof registerConsigneeBodySchema>;
export type RegisterConsigneeBodyInput = z.input<typeof registerConsigneeBodySchema>;
/** What POST /consignees/register answers: the new consignee's id, and the BL as tied to it (when one was given). */
export const registeredConsigneeSchema = z.object({ consigneeId: z.number().int(), bl: blConsigneeSchema.nullable() });
export type RegisteredConsignee = z.infer<typeof registeredConsigneeSchema>;

/** PUT /consignees/{id}/company: the company of a registry consignee that has none, an existing one or a new one. */
export const consigneeCompanyBodySchema = z
  .object(companyChoice)
  .refine(oneCompany, { message: consigneeMessages.companyChoice, path: ['companyId'] });
export type ConsigneeCompanyBody = z.infer<typeof consigneeCompanyBodySchema>;
export type ConsigneeCompanyBodyInput = z.input<typeof consigneeCompanyBodySchema>;

/**
 * PUT /companies/{id}/tin: the TIN of a client company that has none recorded, with its registered address when it
 * has none either (a recorded address is kept).
 */
export const companyTinBodySchema = z.object({
  tin: requiredTinSchema,
  registeredAddress: companyBodySchema.shape.registeredAddress,
});
export type CompanyTinBody = z.infer<typeof companyTinBodySchema>;
export type CompanyTinBodyInput = z.input<typeof companyTinBodySchema>;
