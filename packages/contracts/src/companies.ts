import { z } from 'zod';
import { boundsMessages, idSchema, isPrintable } from './bounds';
import { listQuerySchema, pageSchema } from './lists';
import { optionalTinSchema } from './tin';
import { versionSchema } from './versions';

/** A company of the admin registry (spec 3): its kind's name comes with it. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kindId: z.number().int(),
  kindName: z.string(),
  isClient: z.boolean(),
  /** Its TIN with the branch code and its registered address, as a sales invoice to it prints them. */
  tin: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  version: versionSchema,
});
export type Company = z.infer<typeof companySchema>;

const companyBodyMessages = { addressTooLong: 'Registered address must be at most 500 characters' } as const;

/**
 * Spec 5: name required, kind at least 1, is client a boolean that defaults to true; and its TIN (format checked) and
 * registered address, optional.
 */
export const companyBodySchema = z.object({
  name: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters')
    .refine((name) => isPrintable(name), boundsMessages.invisibleInName),
  kindId: idSchema('Kind of company is required'),
  isClient: z.boolean().default(true),
  tin: optionalTinSchema.transform((tin) => tin ?? null),
  registeredAddress: z
    .string()
    .trim()
    .max(500, companyBodyMessages.addressTooLong)
    .refine((address) => isPrintable(address, { lines: true }), boundsMessages.invisibleInName)
    .nullish()
    .transform((address) => address || null),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;

export const listCompaniesQuerySchema = listQuerySchema(['name', 'id'], { sort: 'name', order: 'asc' }).extend({
  /** Only the client companies (true) or only the others (false). */
  isClient: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuerySchema>;
export const companiesPageSchema = pageSchema(companySchema);

export const companyMessages = {
  duplicate: 'A company with this name already exists.',
  unknownKind: 'The chosen kind of company does not exist.',
  inUse: 'This company is used by other records and cannot be deleted.',
  notFound: 'Company not found.',
} as const;
