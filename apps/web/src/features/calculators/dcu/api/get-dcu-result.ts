// GET /api/v1/request/{hash} — the result page reads its selection by the hash in its URL, so a
// reload (or a link) shows the same result (calculators §2 «DCU result page»).
import { dcuResult, type DcuResult, type RequestStatus } from '@podbor/contracts';
import { useQuery } from '@tanstack/react-query';
import { DCU_POLL_TIMEOUT_MS, pollRequest } from '../../../../lib/selection/poll-request';

export interface DcuResultRecord {
  status: RequestStatus;
  result: DcuResult;
}

export const getDcuResult = async (hash: string, signal?: AbortSignal): Promise<DcuResultRecord> => {
  const status = await pollRequest(hash, { signal, timeoutMs: DCU_POLL_TIMEOUT_MS });
  return { status, result: dcuResult.parse(status.response) };
};

export const useDcuResult = (hash: string | null, initial?: RequestStatus) =>
  useQuery({
    queryKey: ['dcu-result', hash],
    queryFn: ({ signal }) => getDcuResult(hash!, signal),
    enabled: hash !== null,
    staleTime: Infinity,
    retry: false,
    ...(initial && initial.hash === hash && initial.state === 'done'
      ? { initialData: { status: initial, result: dcuResult.parse(initial.response) } }
      : {}),
  });
