// The page number of a list in the URL query (`?page=N`, absent on page 1), so a reload or a
// shared link opens the same page.
import { useQueryParams } from './use-query-params';

export function usePageParam(key = 'page'): [number, (page: number) => void] {
  const [params, updateQuery] = useQueryParams();
  const raw = Number(params.get(key));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = (next: number) =>
    updateQuery((q) => {
      if (next > 1) q.set(key, String(next));
      else q.delete(key);
    });
  return [page, setPage];
}
