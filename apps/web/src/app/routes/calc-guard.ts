// Route guard for built calculators: without a stored, unexpired grant for that calculator the page
// is not rendered; the password modal opens instead (calculators §2), and the right password
// continues to the very page asked for, query string included (a shared link, a bookmark).
import type { CalcName } from '@podbor/contracts/calculators';
import type { LoaderFunctionArgs } from 'react-router';
import { calcPassLocation, hasCalcAccess } from '../../lib/calc-access';
import { requestedHref, type GuardRedirect } from './guard-outlet';

export const requireCalcAccess =
  (calc: CalcName) =>
  ({ request }: LoaderFunctionArgs): GuardRedirect | null =>
    hasCalcAccess(calc) ? null : calcPassLocation(calc, requestedHref(request));
