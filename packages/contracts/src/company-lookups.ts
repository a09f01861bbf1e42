import { z } from 'zod';
import { listSearchSchema, pageLimitSchema } from './lists';
import { shippingAgentSchema } from './shipping-agents';

/** A picker's query: what the user typed and how many options to show. */
export const lookupQuerySchema = z.object({
  q: listSearchSchema,
  limit: pageLimitSchema(20),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** GET /companies/company-names: a picker's query, and only the client companies when `clients` is true. */
export const companyNamesQuerySchema = lookupQuerySchema.extend({
  clients: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type CompanyNamesQuery = z.infer<typeof companyNamesQuerySchema>;

/** Spec 3: the company-name lookup item. */
export const companyNameSchema = z.object({ companiesId: z.number().int(), name: z.string() });
export type CompanyName = z.infer<typeof companyNameSchema>;
export const companyNamesSchema = z.object({ data: z.array(companyNameSchema) });

export const shippingAgentOptionSchema = shippingAgentSchema.omit({ createdAt: true, version: true });
export type ShippingAgentOption = z.infer<typeof shippingAgentOptionSchema>;
export const shippingAgentOptionsSchema = z.object({ data: z.array(shippingAgentOptionSchema) });
