// Everything a page needs around it: Mantine (theme, notifications), TanStack Query and i18n
// (i18next is bound to React globally by lib/i18n.ts, so it needs no provider element).
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';
import { theme } from './theme';

// The toast container arrives after the first paint: toasts follow user actions, and the store in
// components/ui/toast.ts keeps any toast raised earlier until the container mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={4} zIndex={1000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
