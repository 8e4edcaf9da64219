// The spec route name of the page being shown, from the deepest matched route's handle.
// Lets generic pages (pending, not found) title themselves without knowing where they are mounted.
import { useMatches } from 'react-router';
import type { RouteHandle, RouteName } from '../route-names';

export const useRouteName = (): RouteName | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<RouteHandle> | undefined;
    if (handle?.name) return handle.name;
  }
  return null;
};
