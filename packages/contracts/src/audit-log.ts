import { z } from 'zod';
import { idParamSchema, isoDateSchema } from './bounds';
import { pageLimitSchema, pageOffsetSchema, pageSchema } from './lists';

export const auditActions = ['create', 'update', 'delete'] as const;

/** What the audit log records changes of (table names); the web shows each under its translated name. */
export const auditEntities = [
  'app_settings',
  'billing_invoices',
  'cargo_handlers',
  'clearances',
  'clients',
  'companies',
  'consignees',
  'credit_memos',
  'delays',
  'descriptions',
  'gate_releases',
  'items',
  'kinds_of_company',
  'manifest_layouts',
  'monitoring',
  'news_posts',
  'official_receipts',
  'productivity_tallies',
  'shipping_lines',
  'site_pages',
  'users',
  'vessels',
  'work_orders',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** One change: who (null for the system), when, what, and the values before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.enum(auditActions),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Why, where the change asked for one (a cancellation, a reversal). */
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDate = isoDateSchema().optional();

/** Newest first; `from` and `to` are days in the terminal's time zone, both included. */
export const listAuditLogQuerySchema = z.object({
  entity: z.string().trim().max(60).optional(),
  action: z.enum(auditActions).optional(),
  userId: idParamSchema.optional(),
  from: isoDate,
  to: isoDate,
  limit: pageLimitSchema(20),
  offset: pageOffsetSchema,
});
export type ListAuditLogQuery = z.infer<typeof listAuditLogQuerySchema>;
export const auditLogPageSchema = pageSchema(auditEntrySchema);
export const auditEntitiesSchema = z.object({ data: z.array(z.string()) });
