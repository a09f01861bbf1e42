import { z } from 'zod';
import { idSchema } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
import { versionSchema } from './versions';

/** A shipping agent is a company of this kind tied to its shipping line (DOMAIN.md). */
export const shippingAgentKindName = 'Shipping Agent';

export const shippingAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shippingLineId: z.number().int(),
  /** The line's id again under the spec's name for it (spec 3 "Shipping agent: name, sl_id"). */
  slId: z.number().int(),
  shippingLineName: z.string(),
  createdAt: z.string(),
  version: versionSchema,
});
export type ShippingAgent = z.infer<typeof shippingAgentSchema>;

/** Spec 5: the request names the line `sl_id`. */
export const shippingAgentBodySchema = z.object({
  slId: idSchema('Shipping line is required'),
  name: z
    .string({ error: 'Agent name is required' })
    .trim()
    .min(1, 'Agent name is required')
    .max(200, 'Agent name must be at most 200 characters'),
});
export type ShippingAgentBody = z.infer<typeof shippingAgentBodySchema>;

/** Agents are searched by their name or their line's name. */
export const listShippingAgentsQuerySchema = listQuerySchema(['name', 'shippingLineName', 'createdAt'], {
  sort: 'name',
  order: 'asc',
});
export type ListShippingAgentsQuery = z.infer<typeof listShippingAgentsQuerySchema>;
export const shippingAgentsPageSchema = pageSchema(shippingAgentSchema);

export const shippingAgentMessages = {
  duplicate: 'A company with this name already exists.',
  lineNotFound: 'Shipping line not found.',
  notFound: 'Shipping agent not found.',
} as const;

/** Why an agent cannot be deleted: the records that name its company, counted. */
export const shippingAgentRemovalMessages = {
  notFound: shippingAgentMessages.notFound,
  vessels: 'This shipping agent cannot be deleted: vessels are recorded for it ({{count}}).',
  clients: 'This shipping agent cannot be deleted: clients belong to it ({{count}}).',
  consignees: 'This shipping agent cannot be deleted: consignees belong to it ({{count}}).',
  users: 'This shipping agent cannot be deleted: users belong to it ({{count}}).',
  invoices: 'This shipping agent cannot be deleted: invoices were billed to it ({{count}}).',
  inUse: 'This shipping agent is used by other records and cannot be deleted.',
} as const;
