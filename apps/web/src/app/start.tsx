// Starts the app: providers and the router, rendered into #root. main.tsx imports this module once
// the first screen is on the glass (see there). The first load's route data comes first
// (settleFirstLoad), so the first render is the page itself; createRoot().render() replaces the
// prerendered markup with the same markup, and the page does not change when the app takes over.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter, settleFirstLoad } from './router';

const router = createAppRouter();

// Not a top-level await: the bundler then splits this module's imports into many small chunks.
// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree (the prerendered screen is on the glass meanwhile, and a tap
// on it is not kept waiting behind one long task).
void settleFirstLoad(router).then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
