import { z } from 'zod';
import { shippingAgentSchema } from './shipping-agents';

/** A picker's query: what the user typed and how many options to show. */
export const lookupQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((q) => q || undefined),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** Spec 3: the company-name lookup item. */
export const companyNameSchema = z.object({ companiesId: z.number().int(), name: z.string() });
export type CompanyName = z.infer<typeof companyNameSchema>;
export const companyNamesSchema = z.object({ data: z.array(companyNameSchema) });

export const shippingAgentOptionSchema = shippingAgentSchema.omit({ createdAt: true });
export type ShippingAgentOption = z.infer<typeof shippingAgentOptionSchema>;
export const shippingAgentOptionsSchema = z.object({ data: z.array(shippingAgentOptionSchema) });
