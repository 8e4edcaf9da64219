// Helpers of the typed-numbers tests (issue 33, decision 0045). The sweep of every numeric field
// of every calculator runs in the browser (e2e/typed-numbers.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import type { renderApp } from '../render';

export type User = ReturnType<typeof renderApp>['user'];

/** Picks an option of the select with this test id (in its own list: units repeat per side). */
export const openSelect = async (user: User, testId: string, option: string) => {
  const input = screen.getByTestId(testId);
  await user.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
};
