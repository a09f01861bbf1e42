import { type Role, roleGroups } from './roles';

/**
 * Live updates (GET /api/live, server-sent events): each event names what changed by its ids only, and the page
 * loads it again through its own calls. `visit`: a vessel visit (its tallies, delays, monitoring, status, BLs
 * discharged); `bl`: BLs (cleared, billed, paid, released, discharged); `reset`: events were missed (the stream
 * was away too long, or the server restarted), so everything live is loaded again.
 * GET /api/live/schedule (public) sends `schedule` when the public vessel schedule may have changed.
 *
 * The roles that hear each kind of event: those whose pages show it (commercial's clearances and BLs, the gate,
 * billing, tracking, the visits, the dashboards; a client hears its own company's BLs only).
 */
export const liveAudiences = {
  visit: [...roleGroups.operation, ...roleGroups.analytics, ...roleGroups.commercial],
  bl: [
    ...roleGroups.commercial,
    ...roleGroups.gate,
    ...roleGroups.finance,
    ...roleGroups.processor,
    ...roleGroups.operation,
    ...roleGroups.analytics,
    ...roleGroups.client,
  ],
} as const satisfies Record<'visit' | 'bl', readonly Role[]>;

/** Who may open the stream: a role that hears something. */
export const liveRoles: readonly Role[] = [...new Set([...liveAudiences.visit, ...liveAudiences.bl])];

export const liveMessages = {
  eventStreamOnly: 'This address sends a stream of server-sent events (Accept: text/event-stream).',
  tooManyStreams: 'Too many live pages are open from here. Close some, or try again in a minute.',
};

/** Open streams at most, per process: a user's (its tabs and devices), a public address's, and in all. */
export const liveStreamLimits = { perUser: 10, perAddress: 20, perProcess: 5000 };
