// The КП request's four-step graph (issue 33 item 9): a step the request never went through is drawn
// as skipped, not ticked as if it had been passed.
import type { KpEvent, KpStatus } from '@podbor/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpStatusSteps } from '../../src/domain/kp/kp-status';
import { renderWithProviders } from '../render';

let id = 0;
const change = (from: KpStatus, to: KpStatus): KpEvent => ({
  id: ++id,
  kind: 'status',
  at: { date: '2026-11-20 10:00:00.000000', timezone: 'UTC' },
  by: 'Менеджер',
  manager: true,
  from,
  to,
  text: null,
});

/** Each step's label with «пропущен» when it is drawn as skipped. */
const steps = () =>
  Array.from(document.querySelectorAll('.mantine-Stepper-step')).map((step) => ({
    label: within(step as HTMLElement).getByText(/Новый|Уточнение|В работе|Готово/).textContent,
    skipped: step.hasAttribute('data-skipped'),
  }));

describe('KpStatusSteps', () => {
  it('«Новый» → «В работе» → «Готово» leaves «Уточнение» skipped, the others passed', () => {
    renderWithProviders(
      <KpStatusSteps status="ready" events={[change('new', 'in_work'), change('in_work', 'ready')]} />,
    );
    expect(steps()).toEqual([
      { label: 'Новый', skipped: false },
      { label: 'Уточнение', skipped: true },
      { label: 'В работе', skipped: false },
      { label: 'Готово', skipped: false },
    ]);
    expect(screen.getByText('пропущен')).toBeInTheDocument();
  });

  it('a request that went through «Уточнение» has nothing skipped', () => {
    renderWithProviders(
      <KpStatusSteps
        status="in_work"
        events={[change('new', 'clarifying'), change('clarifying', 'in_work')]}
      />,
    );
    expect(steps().filter((s) => s.skipped)).toEqual([]);
    expect(screen.queryByText('пропущен')).not.toBeInTheDocument();
  });
});
