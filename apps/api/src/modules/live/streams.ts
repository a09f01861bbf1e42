import { liveAudiences } from '@portside/contracts/live';
import type { LiveEvent } from '../../db/live-changes';
import type { CurrentUser } from '../../plugins/auth';

/** One message of a stream: its SSE event name, the ids it carries, and the event's id. */
export type StreamMessage = { id: string; event: 'visit' | 'bl' | 'schedule'; data: object };

/**
 * What a user hears of an event, checked as the pages' calls are: a visit for the roles of the visit pages, BLs for
 * those of the BL pages, and a client only its own company's BLs (none while its user is linked to none).
 */
export function audienceOf(user: CurrentUser): (event: LiveEvent) => StreamMessage | null {
  const hearsVisits = (liveAudiences.visit as readonly string[]).includes(user.role);
  const hearsBls = (liveAudiences.bl as readonly string[]).includes(user.role);
  return (event) => {
    if (event.topic === 'visit') {
      return hearsVisits ? { id: event.id, event: 'visit', data: { workOrderId: event.workOrderId } } : null;
    }
    if (!hearsBls) return null;
    const own = user.role === 'client' ? event.bls.filter(([, companyId]) => companyId === user.companyId) : event.bls;
    const blIds = user.role === 'client' && user.companyId === null ? [] : own.map(([blId]) => blId);
    return blIds.length > 0 ? { id: event.id, event: 'bl', data: { blIds } } : null;
  };
}

/** The public vessel schedule hears that a visit changed, not which. */
export const publicAudience = (event: LiveEvent): StreamMessage | null =>
  event.topic === 'visit' ? { id: event.id, event: 'schedule', data: {} } : null;
