// The page number of a list in the URL query (`?page=N`, absent on page 1), so a reload or a
// shared link opens the same page.
import { useSearchParams } from 'react-router';

export function usePageParam(key = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(key));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next > 1) out.set(key, String(next));
      else out.delete(key);
      return out;
    });
  return [page, setPage];
}
