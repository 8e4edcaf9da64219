// Test helpers: render the whole app (frame, router, providers) at a URL with a memory router, or a
// single component inside the providers. A fresh query client per test keeps tests independent.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createAppRouter } from '../src/app/router';
import { makeQueryClient } from '../src/lib/query-client';

export const renderApp = (url = '/') => {
  const router = createAppRouter({ initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, ...view };
};

export const renderWithProviders = (
  ui: ReactElement,
  options: { user?: Parameters<typeof userEvent.setup>[0] } = {},
) => {
  const user = userEvent.setup(options.user);
  const queryClient = makeQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>{children}</AppProviders>
  );
  return { user, ...render(ui, { wrapper }) };
};

/** A fetch Response carrying the API envelope. */
export const envelopeResponse = (
  statusCode: number,
  response: unknown,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify({ statusCode, response }), {
    status: statusCode,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
