import { z } from 'zod';
import { idSchema } from './bounds';
import { companyBodySchema } from './companies';
import { listQuerySchema, pageSchema } from './lists';
import { requiredTinSchema } from './tin';
import { versionSchema } from './versions';

/** A canonical consignee name; it may belong to a client company (whose users then see its cargo). */
export const consigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
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
    .max(250, 'Consignee name must be at most 250 characters'),
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
  /** The registry consignee the BL is tied to, with its company and the TIN an invoice would print. */
  registered: z
    .object({
      id: z.number().int(),
      name: z.string(),
      companyId: z.number().int().nullable(),
      companyName: z.string().nullable(),
      companyTin: z.string().nullable(),
    })
    .nullable(),
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
export const registerConsigneeBodySchema = z
  .object({
    name: consigneeBodySchema.shape.name,
    itemId: idSchema()
      .nullish()
      .transform((id) => id ?? null),
    companyId: idSchema()
      .nullish()
      .transform((id) => id ?? null),
    company: companyBodySchema
      .omit({ isClient: true })
      .extend({ tin: requiredTinSchema })
      .nullish()
      .transform((company) => company ?? null),
  })
  .refine((body) => (body.companyId === null) !== (body.company === null), {
    message: consigneeMessages.companyChoice,
    path: ['companyId'],
  });
export type RegisterConsigneeBody = z.infer<typeof registerConsigneeBodySchema>;
export type RegisterConsigneeBodyInput = z.input<typeof registerConsigneeBodySchema>;
/** What POST /consignees/register answers: the new consignee's id, and the BL as tied to it (when one was given). */
export const registeredConsigneeSchema = z.object({ consigneeId: z.number().int(), bl: blConsigneeSchema.nullable() });
export type RegisteredConsignee = z.infer<typeof registeredConsigneeSchema>;
