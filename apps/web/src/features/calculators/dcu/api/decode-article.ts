// GET /api/v1/dcu/article/{articul} — the options an article encodes; a malformed article is
// refused with the part that is wrong (the server's Russian message).
import { dcuArticleDecoded, type DcuArticleDecoded } from '@podbor/contracts';
import { dcuApi } from './dcu-api';

export const decodeDcuArticleCall = (articul: string, signal?: AbortSignal): Promise<DcuArticleDecoded> =>
  dcuApi.get<DcuArticleDecoded>(`/api/v1/dcu/article/${encodeURIComponent(articul.trim())}`, {
    signal,
    schema: dcuArticleDecoded,
  });
