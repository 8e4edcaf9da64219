// The API envelope every JSON body travels in, and the error payload inside it.
// Owns nothing but shapes: web and server both build on these.
import { z } from 'zod';

/** `{ statusCode, response }` around any payload schema. */
export const envelope = <T extends z.ZodType>(response: T) =>
  z.object({ statusCode: z.number().int(), response });

export const errorPayload = z.object({
  error: z.string(),
  /** Field path → message, present on validation errors. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorPayload = z.infer<typeof errorPayload>;

export const errorEnvelope = envelope(errorPayload);
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface Envelope<T> {
  statusCode: number;
  response: T;
}

/** The header that carries the session token: `jwt: jwt <token>`. */
export const JWT_HEADER = 'jwt';
/** The header that carries a calculator grant. */
export const CALC_ACCESS_HEADER = 'calc-access';
