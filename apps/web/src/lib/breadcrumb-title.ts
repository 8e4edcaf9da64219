// The two titles breadcrumbs borrow from pages: currentTitle (series, pump, object name) and
// projectTitle. Both start null and are cleared on every path change (wired in app/router.tsx).
import { useEffect, useSyncExternalStore } from 'react';

export interface BreadcrumbTitles {
  currentTitle: string | null;
  projectTitle: string | null;
}

const empty: BreadcrumbTitles = { currentTitle: null, projectTitle: null };
let state: BreadcrumbTitles = empty;
const listeners = new Set<() => void>();

const set = (next: BreadcrumbTitles): void => {
  if (next.currentTitle === state.currentTitle && next.projectTitle === state.projectTitle) return;
  state = next;
  listeners.forEach((l) => l());
};

export const getBreadcrumbTitles = (): BreadcrumbTitles => state;
export const setCurrentTitle = (title: string | null): void => set({ ...state, currentTitle: title });
export const setProjectTitle = (title: string | null): void => set({ ...state, projectTitle: title });
/** Called by the router on every path change, before the new page renders. */
export const clearBreadcrumbTitles = (): void => set(empty);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBreadcrumbTitles = (): BreadcrumbTitles =>
  useSyncExternalStore(subscribe, getBreadcrumbTitles, getBreadcrumbTitles);

/** For pages: keeps the current title while mounted (pass null until the name is loaded). */
export const useCurrentTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    if (title) setCurrentTitle(title);
  }, [title]);
};

/** For pages: keeps the project title while mounted. */
export const useProjectTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    if (title) setProjectTitle(title);
  }, [title]);
};
