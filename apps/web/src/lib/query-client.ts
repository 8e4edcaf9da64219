// The app's one TanStack Query client: retries only what can succeed on retry, and never a refusal.
// Features use it through their api/ hooks; tests build their own with makeQueryClient().
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** A 4xx is the server's considered answer; retrying it only repeats the refusal. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error) && error.kind === 'http' && error.statusCode < 500) return false;
  return true;
};

export const makeQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export const queryClient = makeQueryClient();
