// Typed numbers on the heat-exchanger pages (issue 33, decision 0045): a Clever unit switch converts
// the number and says from what, like the pump page's. The sweep of every field of the Clever and
// RTO forms runs in the browser (e2e/typed-numbers.spec.ts).
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../src/lib/calc-access';
import { fakeApi } from '../fake-api';
import { renderApp } from '../render';
import { openSelect } from './typed-numbers-helpers';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  for (const calc of ['Clever', 'RTO'] as const)
    saveCalcGrant({ calc, grant: `grant-${calc}`, expiresAt: Date.now() + 3_600_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('/heat: a unit switch converts the number and says so next to the field', () => {
  it(
    '200 кВт → 0,2 МВт «Пересчитано из 200 кВт»; 30 кПа → 0,3 бар and straight back to 30',
    { timeout: 30_000 },
    async () => {
      fakeApi({});
      const { user } = renderApp('/heat');
      await screen.findByTestId('section-general');
      const q = screen.getByTestId('field-Q');
      await user.type(q, '200');
      await openSelect(user, 'unit-QUnit', 'МВт');
      expect(q).toHaveValue('0,2');
      expect(screen.getByText('Пересчитано из 200 кВт')).toBeInTheDocument();
      await openSelect(user, 'unit-QUnit', 'Гкал/ч');
      expect(q).toHaveValue('0,172');
      expect(screen.getByText('Пересчитано из 0,2 МВт')).toBeInTheDocument();

      const hot = screen.getByTestId('section-hot');
      const r1 = within(hot).getByTestId('field-R1');
      await user.type(r1, '30');
      await openSelect(user, 'unit-R1Unit', 'бар');
      expect(r1).toHaveValue('0,3');
      expect(screen.getByText('Пересчитано из 30 кПа')).toBeInTheDocument();
      await openSelect(user, 'unit-R1Unit', 'кПа');
      expect(r1).toHaveValue('30');
      // Typed again: the note goes, the number is the user's.
      await user.clear(r1);
      await user.type(r1, '25');
      expect(screen.queryByText(/Пересчитано из .* бар/)).not.toBeInTheDocument();
    },
  );

  it(
    'a flow in т/ч → м³/ч needs the side’s temperature: kept with a note until then, converted after',
    { timeout: 30_000 },
    async () => {
      fakeApi({});
      const { user } = renderApp('/heat');
      await screen.findByTestId('section-general');
      const hot = screen.getByTestId('section-hot');
      const g1 = within(hot).getByTestId('field-G1');
      await user.type(g1, '10');
      await openSelect(user, 'unit-G1Unit', 'м³/ч');
      expect(g1).toHaveValue('10');
      expect(
        screen.getByText(
          'Число не пересчитано: для м³/ч и л/ч укажите температуру этой стороны на входе или выходе',
        ),
      ).toBeInTheDocument();
      await openSelect(user, 'unit-G1Unit', 'т/ч');
      await user.type(within(hot).getByTestId('field-T1'), '90');
      await openSelect(user, 'unit-G1Unit', 'м³/ч');
      // Water at 90 °C (IAPWS-IF97, 965,3 kg/m³): 10 t/h is 10,3593 m³/h.
      expect(g1).toHaveValue('10,3593');
      expect(screen.getByText('Пересчитано из 10 т/ч')).toBeInTheDocument();
    },
  );
});
