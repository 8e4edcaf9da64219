// The calculator-grant guard for calculator routes: `onRequest: requireCalcGrant('Station')`.
// It runs before the body is parsed, so a caller without access learns nothing about validation.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CALC_ACCESS_HEADER, type CalcName } from '@podbor/contracts';

/** A route hook that refuses (401 apiMessages.calcNoAccess) a call without a grant for `calc`. */
export function requireCalcGrant(calc: CalcName) {
  return async function calcGrantGuard(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    await req.server.calcAccess.verify(req.headers[CALC_ACCESS_HEADER], calc);
  };
}
