// Route guard for calculators: without a stored, unexpired grant for that calculator the user is
// sent to '/' before the calculator's code is even downloaded (calculators §2).
import type { CalcName } from '@podbor/contracts';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { hasCalcAccess } from '../../lib/calc-access';

export const requireCalcAccess = (calc: CalcName) => () =>
  hasCalcAccess(calc) ? null : redirect(paths.home.getHref());
