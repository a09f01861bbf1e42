import { z } from 'zod';
import { idSchema } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
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
  unknownCompany: 'The chosen company does not exist.',
  notClient: 'The chosen company is not a client.',
  inUse: 'This consignee is used by work order items and cannot be deleted.',
  notFound: 'Consignee not found.',
} as const;
