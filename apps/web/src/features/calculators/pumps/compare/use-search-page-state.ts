// The search page's state: the duty in the URL (/aquastrong/all?units&Q&H&H0&pcnt&BoxType, read by
// the pump page's parser with the whole catalogue's options), the draft following the keyboard,
// and the unit switches converting what was typed — the pump page's rules, through the same kit.
import type { PumpForm } from '@podbor/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { useUrlFormState } from '../../../../lib/calculator/use-url-form-state';
import { dutyFields } from '../components/pump-form';
import {
  parsePumpUrl,
  pumpQuery,
  sameRequest,
  toRequest,
  type PumpDraft,
  type PumpFormOptions,
} from '../pump-url';
import { useUnitSwitches } from '../hooks/use-unit-switches';

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

  const { setUnits, setHeadUnits, flowSwitch, headSwitch } = useUnitSwitches(current, setValues);

  return {
    urlErrors: parsed.errors,
    requested: parsed.request,
    draft: form.values,
    touched: form.touched,
    setDraft: form.setValues,
    setUnits,
    setHeadUnits,
    flowSwitch,
    headSwitch,
    leave: form.leave,
    submit: form.submit,
  };
}
