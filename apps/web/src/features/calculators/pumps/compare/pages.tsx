// The search and comparison pages as the pump calculator's page table takes them: each loaded on
// its own when opened, so the series and pump pages do not download them (nor they those).
import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';

function deferred(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function DeferredPage() {
    return (
      <Suspense fallback={<Loader m="xl" aria-label="Загрузка страницы" />}>
        <Page />
      </Suspense>
    );
  };
}

export const PumpSearchPage = deferred(() => import('./search-page').then((m) => m.PumpSearchPage));
export const PumpComparePage = deferred(() => import('./compare-page').then((m) => m.PumpComparePage));
