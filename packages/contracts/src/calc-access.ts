// Calculator access: the password check call (the calculators themselves are in calculators.ts).
import { z } from 'zod';
import { calcName } from './calculator-contracts';

/** POST /api/v1/calc/access */
export const calcAccessRequest = z.strictObject({
  calc: calcName,
  password: z.string().max(200),
});
export type CalcAccessRequest = z.infer<typeof calcAccessRequest>;

export const calcAccessResponse = z.object({
  calc: calcName,
  /** Signed grant; send it back in the `calc-access` header. */
  grant: z.string(),
  /** Expiry, ms since epoch. */
  expiresAt: z.number(),
});
export type CalcAccessResponse = z.infer<typeof calcAccessResponse>;
