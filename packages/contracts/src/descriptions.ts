import { z } from 'zod';
import { listQuerySchema, pageSchema } from './lists';
import { versionSchema } from './versions';

/** A kind of goods (rice, steel coils, vehicles ...). */
export const descriptionSchema = z.object({ id: z.number().int(), content: z.string(), version: versionSchema });
export type Description = z.infer<typeof descriptionSchema>;

export const descriptionBodySchema = z.object({
  content: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(200, 'Description must be at most 200 characters'),
});
export type DescriptionBody = z.infer<typeof descriptionBodySchema>;

export const listDescriptionsQuerySchema = listQuerySchema(['content', 'id'], { sort: 'content', order: 'asc' });
export type ListDescriptionsQuery = z.infer<typeof listDescriptionsQuerySchema>;
export const descriptionsPageSchema = pageSchema(descriptionSchema);

export const descriptionMessages = {
  duplicate: 'This description already exists.',
  inUse: 'This description is used by work order items and cannot be deleted.',
  notFound: 'Description not found.',
} as const;
