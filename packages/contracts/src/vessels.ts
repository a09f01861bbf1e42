import { z } from 'zod';
import { boundsMessages, idSchema, isPrintable } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
import { versionSchema } from './versions';

/** Spec 3: the vessel as lists read it; shippingAgent is the agent's name. */
export const vesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  voyageNumber: z.string(),
  shippingAgent: z.string(),
  /** The agent's company, which an edit starts from. */
  shippingAgentId: z.number().int(),
  createdAt: z.string(),
  version: versionSchema,
});
export type Vessel = z.infer<typeof vesselSchema>;

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/**
 * Spec 5: name, voyage_number and company_id (the shipping agent). The name and the voyage are printed on the sales
 * invoice: nothing in them may print as nothing or turn the text around.
 */
export const vesselBodySchema = z.object({
  name: required('Vessel name is required', 200, 'Vessel name').refine(
    (name) => isPrintable(name),
    boundsMessages.invisibleInName,
  ),
  voyageNumber: required('Voyage number is required', 60, 'Voyage number').refine(
    (voyage) => isPrintable(voyage),
    boundsMessages.invisibleInPrinted,
  ),
  companyId: idSchema('Company is required'),
});
export type VesselBody = z.infer<typeof vesselBodySchema>;

export const listVesselsQuerySchema = listQuerySchema(['name', 'createdAt'], { sort: 'createdAt', order: 'desc' });
export type ListVesselsQuery = z.infer<typeof listVesselsQuerySchema>;
export const vesselsPageSchema = pageSchema(vesselSchema);

export const vesselMessages = {
  duplicate: 'A vessel with this name and voyage number already exists.',
  agentNotFound: 'Shipping agent not found.',
  notFound: 'Vessel not found.',
} as const;

/** Why a vessel is not deleted: what refers to it. */
export const vesselRemovalMessages = {
  notFound: vesselMessages.notFound,
  workOrders: 'This vessel cannot be deleted: work orders are recorded for it ({{count}}).',
  inUse: 'This vessel is used by other records and cannot be deleted.',
} as const;
