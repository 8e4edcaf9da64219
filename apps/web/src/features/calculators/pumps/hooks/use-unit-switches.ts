// The unit switches of a pump duty form (calculators §3): flow m³/h ↔ l/s and head bar ↔ m вод. ст.
// convert the values typed (lib/calculator/unit-switch), and both switches are kept so the form can
// say next to each field what its number was converted from (decision 0045). The series page and the cross-series search use the same form.
import type { PumpHeadUnits, PumpUnits } from '@podbor/contracts';
import { useCallback, useState } from 'react';
import {
  switchFlowUnits,
  switchHeadUnits,
  type FlowUnitSwitch,
  type HeadUnitSwitch,
  type PumpDraft,
} from '../pump-url';

export function useUnitSwitches(
  current: () => PumpDraft,
  setValues: (draft: PumpDraft, changed: boolean) => void,
) {
  const [flowSwitch, setFlowSwitch] = useState<FlowUnitSwitch | null>(null);
  const setUnits = useCallback(
    (units: PumpUnits) => {
      const next = switchFlowUnits(current(), units, flowSwitch);
      setFlowSwitch(next.last);
      setValues(next.draft, true);
    },
    [current, flowSwitch, setValues],
  );
  const [headSwitch, setHeadSwitch] = useState<HeadUnitSwitch | null>(null);
  const setHeadUnits = useCallback(
    (hunits: PumpHeadUnits) => {
      const next = switchHeadUnits(current(), hunits, headSwitch);
      setHeadSwitch(next.last);
      setValues(next.draft, true);
    },
    [current, headSwitch, setValues],
  );
  return { setUnits, setHeadUnits, flowSwitch, headSwitch };
}
