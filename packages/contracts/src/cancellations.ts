import { z } from 'zod';
import { reasonSchema } from './bounds';

export const cancellationMessages = {
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
} as const;

/** POST …/{id}/cancel (and a gate release's reversal): why, in the clerk's words; kept on the record and in the audit. */
export const cancelBodySchema = z.object({
  reason: reasonSchema({ required: cancellationMessages.reasonRequired, tooLong: cancellationMessages.reasonTooLong }),
});
export type CancelBody = z.infer<typeof cancelBodySchema>;

/** A cancelled document's cancellation: when, by whom (the user's name) and why; null while the document stands. */
export const cancellationSchema = z
  .object({ cancelledAt: z.string(), cancelledBy: z.string().nullable(), reason: z.string() })
  .nullable();
export type Cancellation = z.infer<typeof cancellationSchema>;
