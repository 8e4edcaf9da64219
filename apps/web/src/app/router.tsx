// The route table: every route with the spec's route name in `handle`, the built calculators behind
// their password guard (the «Скоро» ones on the pending page), and everything but the frame and the
// home page loaded lazily.
import { use, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { calculatorList, type CalcName, type CalcType } from '@podbor/contracts/calculators';
import { paths } from '../config/paths';
import { HomePage } from '../features/calculators/home/components/home-page';
import { clearBreadcrumbTitles } from '../lib/breadcrumb-title';
import { hasCalcAccess } from '../lib/calc-access';
import { calculatorPageModules } from './calculator-pages';
import { AppLayout, PageLoader } from './layout/app-layout';
import type * as CabinetPages from './routes/cabinet/cabinet-pages';
import { handleFor, type RouteHandle } from './route-names';
import { requireCalcAccess } from './routes/calc-guard';
import { AuthModalRoute } from './routes/auth-modal-route';
import { GuardOutlet, isGuardRedirect } from './routes/guard-outlet';
import { requireSession } from './routes/session-guard';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * A lazy route whose page may fetch: its component arrives inside the QueryScope, which comes in
 * the same lazy download, so the home page's first load carries no query client.
 */
const scoped =
  (load: () => Promise<{ Component: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => {
    const [{ Component: Page }, { QueryScope }] = await Promise.all([load(), import('../lib/query-scope')]);
    return {
      Component: function ScopedPage() {
        return (
          <QueryScope>
            <Page />
          </QueryScope>
        );
      },
    };
  };

const pp = paths.person;

const calculatorPending = async () => ({
  Component: (await import('./routes/pending-page')).CalculatorPendingPage,
});
// The cabinet's sections, from one lazy module (see routes/cabinet/cabinet-pages.tsx).
const cabinetPage = (name: keyof typeof CabinetPages) => async () => ({
  Component: (await import('./routes/cabinet/cabinet-pages'))[name],
});
/** A named, lazily loaded page at `path` (the spec's route name from route-names in `handle`). */
const page = (path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: handleFor(path),
  lazy: scoped(load),
});

/** A calculator page's component from its calculator's pages module, or the pending page. */
const calculatorPage =
  (calc: CalcType, routeName: string) => async (): Promise<{ Component: ComponentType }> => {
    const Component = (await calculatorPageModules[calc]?.())?.pages[routeName];
    return Component ? { Component } : calculatorPending();
  };

/** A promise marked as React's `use()` reads it: once fulfilled, synchronously, without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
type PageDownload = Promise<{ Component: ComponentType }>;

/**
 * A page of a built calculator whose code downloads only once the calculator is unlocked. A
 * route's `lazy` downloads as soon as the route matches, so a locked calculator's link fetched and
 * ran the whole calculator behind the password modal. Here the route's own loader downloads the
 * page, and only with a grant (the guard above it refuses without one); navigation waits for it as
 * for any loader, and the component then reads the settled download without suspending.
 */
const unlockedCalculatorPage = (calc: CalcName, load: () => Promise<{ Component: ComponentType }>) => {
  let download: TrackedPromise<{ Component: ComponentType }> | null = null;
  const fetchPage = () => {
    if (!download) {
      const started: TrackedPromise<{ Component: ComponentType }> = scoped(load)();
      started.then(
        (value) => Object.assign(started, { status: 'fulfilled', value }),
        () => (download = null), // a failed download is tried again on the next visit
      );
      download = started;
    }
    return download;
  };
  return {
    loader: async () => (hasCalcAccess(calc) ? (await fetchPage(), null) : null),
    // The loader only downloads code: a new query string or a pump opened is no reason to run it again.
    shouldRevalidate: () => false,
    Component: function CalculatorPage() {
      const { Component } = use(fetchPage() as PageDownload);
      return <Component />;
    },
  };
};

/**
 * One route per calculator, the entry page as the index, then its other pages. A built calculator
 * sits behind its password guard (no grant: the password modal, then the page asked for) and its
 * pages download once it is unlocked; a «Скоро» one (registry `status`) shows the pending page on
 * every route, with nothing to unlock.
 */
const calculatorRoutes: RouteObject[] = calculatorList.map((calc) => {
  const built = calc.status === 'built';
  const pageRoute = (routeName: string) =>
    built
      ? unlockedCalculatorPage(calc.name, calculatorPage(calc.type, routeName))
      : { lazy: scoped(calculatorPending) };
  return {
    path: calc.path,
    ...(built ? { loader: requireCalcAccess(calc.name), Component: GuardOutlet } : {}),
    children: calc.pages.map((p) =>
      p.path === calc.path
        ? { index: true, handle: handleFor(p.path), ...pageRoute(p.routeName) }
        : { path: p.path, handle: handleFor(p.path), ...pageRoute(p.routeName) },
    ),
  };
});

export const routes: RouteObject[] = [
  {
    id: 'frame',
    element: <AppLayout />,
    children: [
      {
        // Errors of a page render inside the frame, so the menu and header stay usable.
        errorElement: <RouteErrorPage />,
        // On a first load straight into a lazy or guarded page, the frame shows at once with a loader.
        hydrateFallbackElement: <PageLoader />,
        children: [
          {
            path: paths.home.path,
            element: <HomePage />,
            children: [
              // `element: null`: the home page alone, no modal over it.
              { index: true, handle: handleFor(paths.home.path), element: null },
              // The registration and login modals over the home page (the modal host draws them).
              {
                path: paths.registration.path,
                handle: handleFor(paths.registration.path),
                element: <AuthModalRoute modal="MODAL_REG" />,
              },
              {
                path: paths.authorization.path,
                handle: handleFor(paths.authorization.path),
                element: <AuthModalRoute modal="MODAL_AUTH" />,
              },
              {
                path: paths.calcPass.path,
                handle: handleFor(paths.calcPass.path),
                // Lazy: the modal brings the API client and zod, which the cards alone do not need.
                lazy: scoped(async () => ({
                  Component: (await import('../features/calculators/home/components/calc-pass-modal'))
                    .CalcPassModal,
                })),
              },
            ],
          },
          // Every calculator of the registry; the built ones behind their password (calculators §2).
          ...calculatorRoutes,
          {
            // The cabinet: every /person route needs a session (portal §2 "Cabinet shell"); a guest
            // gets the login modal, which continues to the page asked for.
            loader: requireSession,
            Component: GuardOutlet,
            children: [
              {
                // The cabinet shell (tab bar) around every section, settings included. A child of the
                // guard, so a guest never renders it.
                lazy: scoped(async () => ({
                  Component: (await import('../features/cabinet/components/cabinet-shell')).CabinetShell,
                })),
                children: [
                  page(pp.root.path, cabinetPage('OverviewRoute')),
                  page(pp.settings.path, async () => ({
                    Component: (await import('../features/settings/components/settings-page')).SettingsPage,
                  })),
                  page(pp.updateData.path, async () => ({
                    Component: (await import('../features/settings/components/update-data-page'))
                      .UpdateDataPage,
                  })),
                  page(pp.updateEmail.path, async () => ({
                    Component: (await import('../features/settings/components/contact-code-route'))
                      .UpdateEmailRoute,
                  })),
                  page(pp.updatePhone.path, async () => ({
                    Component: (await import('../features/settings/components/contact-code-route'))
                      .UpdatePhoneRoute,
                  })),
                  page(pp.updatePassword.path, async () => ({
                    Component: (await import('../features/settings/components/update-password-page'))
                      .UpdatePasswordPage,
                  })),
                  page(pp.history.path, cabinetPage('HistoryRoute')),
                  page(pp.chat.path, cabinetPage('ChatTopicsPage')),
                  page(pp.chatList.path, cabinetPage('ChatListPage')),
                  page(pp.place.path, cabinetPage('ObjectsPage')),
                  page(pp.object.path, cabinetPage('ObjectDetailPage')),
                  page(pp.project.path, cabinetPage('ProjectRoute')),
                  page(pp.kp.path, cabinetPage('KpPage')),
                ],
              },
              // The manager's console: a session, then the page itself checks the role (the
              // server refuses every manager call to anyone else).
              page(paths.manager.path, async () => ({
                Component: (await import('../features/manager/components/manager-page')).ManagerPage,
              })),
              page(paths.managerChat.path, async () => ({
                Component: (await import('../features/chat/components/manager-chat-page')).ManagerChatPage,
              })),
            ],
          },
          { path: '*', handle: { name: 'Main.NotFound' } satisfies RouteHandle, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Both stored breadcrumb titles are cleared on every path change (portal §2). The router's own
 * subscription runs before React renders the new page, so a title the new page sets survives.
 */
export const clearTitlesOnPathChange = (router: AppRouter): AppRouter => {
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      clearBreadcrumbTitles();
    }
  });
  return router;
};

/**
 * Waits for the first load's route data and follows a guard's refusal (GuardOutlet's <Navigate>)
 * before anything renders, so the first render is already the page the visitor will see: a locked
 * calculator's link paints the home page with the password modal at once, not the frame with a
 * loader, then an empty page, then the home page (each step moved the footer: a layout shift).
 */
export async function settleFirstLoad(router: AppRouter): Promise<void> {
  if (!router.state.initialized)
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  const refusal = Object.values(router.state.loaderData).find(isGuardRedirect);
  if (refusal) await router.navigate(refusal.to, { state: refusal.state, replace: true });
}

/** The browser router; tests pass `initialEntries` to get a memory router with the same table. */
export const createAppRouter = (options?: { initialEntries?: string[] }): AppRouter =>
  clearTitlesOnPathChange(
    options?.initialEntries
      ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
      : createBrowserRouter(routes),
  );
