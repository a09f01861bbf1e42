/** Plain data without zod: the web's first page reads it, so it must not bring the schema library along. */
export const roles = [
  'admin',
  'commercial',
  'operation',
  'checker',
  'supervisor',
  'finance',
  'processor',
  'guard',
  'client',
] as const;
export type Role = (typeof roles)[number];

/**
 * The operator's own departments: what an admin may change a staff user's department to. A client user's department
 * never changes, and no staff user becomes a client (a client belongs to a consignee company).
 */
export const staffRoles = [
  'admin',
  'commercial',
  'operation',
  'checker',
  'supervisor',
  'finance',
  'processor',
  'guard',
] as const satisfies readonly Role[];

/** Departments an admin can give a new user: every staff role, and client (with the consignee company it belongs to). */
export const creatableRoles = [...staffRoles, 'client'] as const satisfies readonly Role[];

/** The route groups of spec 2.2 / 6: the roles that may use each area, on the server and in the web. */
export const roleGroups = {
  admin: ['admin'],
  commercial: ['commercial'],
  operation: ['operation'],
  analytics: ['checker', 'supervisor'],
  /** A visit's report: operation's, and the dashboards' readers' from the vessel schedule (a supervisor reopens it). */
  visitReport: ['operation', 'checker', 'supervisor'],
  /** Spec point 1 gives finance the paid and accounts-receivable dashboard besides the dashboards' readers. */
  paidAr: ['checker', 'supervisor', 'finance'],
  finance: ['finance'],
  processor: ['processor'],
  guard: ['guard'],
  /** The gate's BLs: the guard who releases them, the supervisor who reverses a release made by mistake. */
  gate: ['guard', 'supervisor'],
  supervisor: ['supervisor'],
  client: ['client'],
  signedIn: roles,
} as const satisfies Record<string, readonly Role[]>;

/** Landing page by role (spec 2.1 and issue 13 for the supervisor, and the guard's gate); any role not listed lands on /home. */
const landingPages: Partial<Record<Role, string>> = {
  admin: '/admin',
  commercial: '/work-order',
  operation: '/operations/work-orders',
  checker: '/dashboard',
  supervisor: '/dashboard',
  client: '/client/dashboard',
  finance: '/billing/or-invoice',
  processor: '/processor/track',
  guard: '/gate',
};

/** Roles are compared case-insensitively; an unknown role is no role. */
export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const role = value.trim().toLowerCase();
  return roles.find((known) => known === role) ?? null;
}

export function landingPageFor(role: unknown): string {
  const parsed = parseRole(role);
  return (parsed && landingPages[parsed]) ?? '/home';
}
