import { z } from 'zod';
import { listQuerySchema, pageSchema } from './lists';
import { versionSchema } from './versions';

/** Spec 3: a shipping line is read as slId, name, createdAt. */
export const shippingLineSchema = z.object({
  slId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  version: versionSchema,
});
export type ShippingLine = z.infer<typeof shippingLineSchema>;

export const shippingLineBodySchema = z.object({
  name: z
    .string({ error: 'Shipping line name is required' })
    .trim()
    .min(1, 'Shipping line name is required')
    .max(200, 'Shipping line name must be at most 200 characters'),
});
export type ShippingLineBody = z.infer<typeof shippingLineBodySchema>;

export const listShippingLinesQuerySchema = listQuerySchema(['name', 'createdAt'], { sort: 'name', order: 'asc' });
export type ListShippingLinesQuery = z.infer<typeof listShippingLinesQuerySchema>;
export const shippingLinesPageSchema = pageSchema(shippingLineSchema);

export const shippingLineMessages = {
  duplicate: 'A shipping line with this name already exists.',
  notFound: 'Shipping line not found.',
  agentsBelong: 'This shipping line cannot be deleted: shipping agents belong to it ({{count}}).',
  layoutsKept:
    'This shipping line cannot be deleted: manifest layouts were taught for it ({{count}}); remove them on the Manifest layouts page first.',
  inUse: 'This shipping line is used by other records and cannot be deleted.',
} as const;
