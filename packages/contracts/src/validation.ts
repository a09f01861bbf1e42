import { z } from 'zod';

/** The error body of spec 7 (FastAPI style): a sentence, or one entry per invalid field. */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
