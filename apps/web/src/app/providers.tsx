// Everything a page needs around it: Mantine (theme, notifications) and i18n (i18next is bound to
// React globally by lib/i18n.ts, so it needs no provider element). TanStack Query is provided by
// lib/query-scope.tsx around the lazy pages and the modal layer, not here: the home page fetches
// nothing, and its first download stays without the query client.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

// The toast container arrives after the first paint: toasts follow user actions, and the store in
// components/ui/toast.ts keeps any toast raised earlier until the container mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  /** Tests give each test its own client; the app's QueryScopes then use it. */
  queryClient?: QueryClient;
}) {
  // After the first commit: the prerendered page (app/start.tsx) has no toast container, so the
  // hydrating render must not have one either.
  const mounted = useMounted();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {mounted ? (
        <Suspense fallback={null}>
          <Notifications position="top-right" limit={4} zIndex={1000} />
        </Suspense>
      ) : null}
      {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
    </MantineProvider>
  );
}
