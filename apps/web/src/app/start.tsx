// Starts the app: providers and the router, rendered into #root. main.tsx imports this module once
// the first screen is on the glass (see there). The first load's route data comes first
// (settleFirstLoad), so the first render is the page itself; the prerendered markup is hydrated, so
// the page does not change when the app takes over.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter, settleFirstLoad } from './router';

const router = createAppRouter();

// Not a top-level await: the bundler then splits this module's imports into many small chunks.
// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree (the prerendered screen is on the glass meanwhile, and a tap
// on it is not kept waiting behind one long task).
void settleFirstLoad(router).then(async () => {
  const container = document.getElementById('root') as HTMLElement;
  const app = (after?: () => void) => (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <AfterHydration
          run={() => {
            // The page answers clicks from now on (before, the prerendered markup does not): a
            // mark for browser tests, which would otherwise click a dead button on a slow machine.
            document.documentElement.dataset.app = 'ready';
            after?.();
          }}
        />
      </AppProviders>
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    const root = createRoot(container);
    startTransition(() => root.render(app()));
    return;
  }
  // The prerendered markup is the home page at '/', and it is hydrated, not replaced: its nodes
  // (and the focus on one) stay. A page shown over the home page (a modal's route, a locked
  // calculator's password) is hydrated at '/' and opened right after, as a navigation would open it.
  const { pathname, search, hash, state } = router.state.location;
  const target = pathname === '/' ? null : `${pathname}${search}${hash}`;
  if (target) await router.navigate('/', { replace: true });
  const openTarget = target ? () => void router.navigate(target, { replace: true, state }) : undefined;
  startTransition(() => void hydrateRoot(container, app(openTarget)));
});

/** Runs `run` once, after the commit that hydrated (or first rendered) the page. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
