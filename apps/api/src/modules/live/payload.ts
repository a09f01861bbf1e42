import { z } from 'zod';
import type { LiveEvent } from '../../db/live-changes';

const id = z.number().int().positive();
const eventSchema = z.discriminatedUnion('topic', [
  z.object({ id: z.string().max(40), topic: z.literal('visit'), workOrderId: id }),
  z.object({
    id: z.string().max(40),
    topic: z.literal('bl'),
    bls: z.array(z.tuple([id, id.nullable()])).max(1000),
  }),
]);

/** An event as another process published it; anything else on the channel is ignored. */
export function parseLiveEvent(payload: string | undefined): LiveEvent | null {
  try {
    const parsed = eventSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
