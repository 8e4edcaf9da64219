// POST /api/v1/calc/access {calc, password}: trades a calculator password for a signed grant.
// A 401 here means «wrong password», not «session gone», so it must not end the user's session.
import { calcAccessResponse, type CalcAccessRequest, type CalcAccessResponse } from '@podbor/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { saveCalcGrant } from '../../../../lib/calc-access';

export const CALC_ACCESS_PATH = '/api/v1/calc/access';

export const requestCalcAccess = (body: CalcAccessRequest): Promise<CalcAccessResponse> =>
  api.post<CalcAccessResponse>(CALC_ACCESS_PATH, body, {
    handleUnauthorized: false,
    schema: calcAccessResponse,
  });

/** The mutation stores the grant on success, so the caller only has to navigate. */
export const useCalcAccess = () =>
  useMutation({
    mutationFn: requestCalcAccess,
    onSuccess: (grant) => saveCalcGrant(grant),
  });
