// The search page's state: the duty in the URL (/aquastrong/all?units&Q&H&H0&pcnt&BoxType, read by
// the pump page's parser with the whole catalogue's options), the draft following the keyboard,
// and the unit switches converting what was typed — the pump page's rules, through the same kit.
import type { PumpForm, PumpHeadUnits, PumpUnits } from '@podbor/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { useUrlFormState } from '../../../../lib/calculator/use-url-form-state';
import { dutyFields } from '../components/pump-form';
import {
  parsePumpUrl,
  pumpQuery,
  sameRequest,
  switchFlowUnits,
  switchHeadUnits,
  toRequest,
  type FlowUnitSwitch,
  type HeadUnitSwitch,
  type PumpDraft,
  type PumpFormOptions,
} from '../pump-url';

export function useSearchPageState(options: PumpFormOptions) {
  const location = useLocation();
  const parsed = useMemo(() => parsePumpUrl({}, location.search, options), [location.search, options]);
  const form = useUrlFormState<PumpDraft, PumpForm>({
    urlValues: parsed.draft,
    requested: parsed.request,
    toRequest,
    same: sameRequest,
    hrefFor: useCallback((request: PumpForm) => paths.calculators.pumpSearch.getHref(pumpQuery(request)), []),
    fieldNames: dutyFields,
  });
  const { setValues, current } = form;

  const unitSwitch = useRef<FlowUnitSwitch | null>(null);
  const setUnits = useCallback(
    (units: PumpUnits) => {
      const next = switchFlowUnits(current(), units, unitSwitch.current);
      unitSwitch.current = next.last;
      setValues(next.draft, true);
    },
    [current, setValues],
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

  return {
    urlErrors: parsed.errors,
    requested: parsed.request,
    draft: form.values,
    touched: form.touched,
    setDraft: form.setValues,
    setUnits,
    setHeadUnits,
    headSwitch,
    leave: form.leave,
    submit: form.submit,
  };
}
