// Calculator access: the five calculators, their paths, and the password check call.
import { z } from 'zod';

/** Calculator names as the spec's home cards set them (calculators §2). */
export const calcNames = ['Aquastrong', 'Station', 'DCU', 'RTO', 'Clever'] as const;
export const calcName = z.enum(calcNames);
export type CalcName = z.infer<typeof calcName>;

/** Where a calculator lives once its password is accepted. */
export const calcPaths: Record<CalcName, string> = {
  Aquastrong: '/aquastrong',
  Station: '/station',
  DCU: '/dcu',
  RTO: '/heatlt',
  Clever: '/heat',
};

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
