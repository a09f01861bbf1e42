import { z } from 'zod';
import { isoDateSchema } from './bounds';
import { listSearchSchema, pageLimitSchema, pageOffsetSchema } from './lists';

export const clientLoginCountQuerySchema = z.object({
  q: listSearchSchema,
  start: isoDateSchema().optional(),
  end: isoDateSchema().optional(),
  limit: pageLimitSchema(100, 500),
  offset: pageOffsetSchema,
});
export type ClientLoginCountQuery = z.infer<typeof clientLoginCountQuerySchema>;

export const clientLoginCountItemSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  count: z.number().int(),
});
export type ClientLoginCountItem = z.infer<typeof clientLoginCountItemSchema>;

/**
 * start/end echo the window counted (null = unbounded); total is the sum of counts of every matching client,
 * clients the number of matching client users and activeClients those among them with at least one sign-in.
 */
export const clientLoginCountSchema = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  total: z.number().int(),
  clients: z.number().int(),
  activeClients: z.number().int(),
  items: z.array(clientLoginCountItemSchema),
});
export type ClientLoginCount = z.infer<typeof clientLoginCountSchema>;
