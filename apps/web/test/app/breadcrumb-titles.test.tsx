import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearTitlesOnPathChange } from '../../src/app/router';
import {
  getBreadcrumbTitles,
  setProjectTitle,
  useBreadcrumbTitles,
  useCurrentTitle,
} from '../../src/lib/breadcrumb-title';
import { renderWithProviders } from '../render';

function Titles() {
  const { currentTitle, projectTitle } = useBreadcrumbTitles();
  return <output>{`${currentTitle ?? '—'} / ${projectTitle ?? '—'}`}</output>;
}
function SeriesPage() {
  useCurrentTitle('Серия EVR');
  return <Titles />;
}

describe('breadcrumb titles', () => {
  it('start empty, are cleared on a path change, and a title set by the new page survives', async () => {
    const router = clearTitlesOnPathChange(
      createMemoryRouter(
        [
          { path: '/a', element: <Titles /> },
          { path: '/aquastrong/:id', element: <SeriesPage /> },
        ],
        { initialEntries: ['/a'] },
      ),
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent('— / —');

    act(() => setProjectTitle('Проект А'));
    expect(screen.getByRole('status')).toHaveTextContent('— / Проект А');

    await act(() => router.navigate('/aquastrong/3'));
    expect(screen.getByRole('status')).toHaveTextContent('Серия EVR / —');

    // Same path, other query: not a path change, titles stay.
    await act(() => router.navigate('/aquastrong/3?Q=5'));
    expect(getBreadcrumbTitles().currentTitle).toBe('Серия EVR');

    await act(() => router.navigate('/a'));
    expect(screen.getByRole('status')).toHaveTextContent('— / —');
  });
});
