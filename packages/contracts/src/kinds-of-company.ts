import { z } from 'zod';
import { listQuerySchema, pageSchema } from './lists';
import { versionSchema } from './versions';

export const kindOfCompanySchema = z.object({ id: z.number().int(), name: z.string(), version: versionSchema });
export type KindOfCompany = z.infer<typeof kindOfCompanySchema>;

export const kindOfCompanyBodySchema = z.object({
  name: z
    .string({ error: 'Kind name is required' })
    .trim()
    .min(1, 'Kind name is required')
    .max(120, 'Kind name must be at most 120 characters'),
});
export type KindOfCompanyBody = z.infer<typeof kindOfCompanyBodySchema>;

export const listKindsOfCompanyQuerySchema = listQuerySchema(['name', 'id'], {
  sort: 'name',
  order: 'asc',
  limit: 100,
});
export type ListKindsOfCompanyQuery = z.infer<typeof listKindsOfCompanyQuerySchema>;
export const kindsOfCompanyPageSchema = pageSchema(kindOfCompanySchema);

export const kindOfCompanyMessages = {
  duplicate: 'A kind of company with this name already exists.',
  inUse: 'This kind of company is used by companies and cannot be deleted.',
  notFound: 'Kind of company not found.',
} as const;
