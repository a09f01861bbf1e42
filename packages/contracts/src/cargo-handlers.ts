import { z } from 'zod';
import { listQuerySchema, pageSchema } from './lists';
import { versionSchema } from './versions';

/** Stevedoring is ship-side, arrastre pier-side (DOMAIN.md). */
export const cargoHandlerTypes = ['stevedoring', 'arrastre'] as const;
export const cargoHandlerTypeSchema = z.enum(cargoHandlerTypes, { error: 'Handler type is required' });
export type CargoHandlerType = z.infer<typeof cargoHandlerTypeSchema>;

export const cargoHandlerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: cargoHandlerTypeSchema,
  version: versionSchema,
});
export type CargoHandler = z.infer<typeof cargoHandlerSchema>;

export const cargoHandlerBodySchema = z.object({
  name: z
    .string({ error: 'Handler name is required' })
    .trim()
    .min(1, 'Handler name is required')
    .max(200, 'Handler name must be at most 200 characters'),
  type: cargoHandlerTypeSchema,
});
export type CargoHandlerBody = z.infer<typeof cargoHandlerBodySchema>;

export const listCargoHandlersQuerySchema = listQuerySchema(['name', 'type', 'id'], {
  sort: 'name',
  order: 'asc',
}).extend({ type: z.enum(cargoHandlerTypes).optional() });
export type ListCargoHandlersQuery = z.infer<typeof listCargoHandlersQuerySchema>;
export const cargoHandlersPageSchema = pageSchema(cargoHandlerSchema);

export const cargoHandlerMessages = {
  duplicate: 'A cargo handler with this name and type already exists.',
  inUse: 'This cargo handler is used by work order items and cannot be deleted.',
  notFound: 'Cargo handler not found.',
} as const;
