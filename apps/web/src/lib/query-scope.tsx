// The TanStack Query provider for the parts of the app that fetch: lazy pages and the modal layer.
// The home page fetches nothing, so its first download carries no query client (≈ 7 KB gzip).
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Provides the app's one query client, unless a client is already provided above (tests give each
 * test its own through AppProviders; nested scopes reuse the outer one).
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
