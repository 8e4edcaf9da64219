// The pump page's state (calculators §2, §4): the URL is the last request and the open pump — so
// a link or a reload gives the same page — while the draft follows the keyboard. The kit's
// useUrlFormState selects a complete draft that differs from the last request 900 ms after the
// last keystroke, or at once when a field is left, a switch is changed or Enter is pressed.
import type { PumpForm } from '@podbor/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PARAMS_TAB, neighbourAfterClose } from '../../../../components/calculator/result-tabs';
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
  type PumpUrlSeries,
} from '../pump-url';
import { useUnitSwitches } from './use-unit-switches';

export { RESELECT_DELAY_MS } from '../../../../lib/calculator/use-url-form-state';

export function usePumpPageState(seriesId: number, options: PumpFormOptions, series?: PumpUrlSeries) {
  const location = useLocation();
  const params = useParams();
  const parsed = useMemo(
    () =>
      parsePumpUrl({ seriesId: params.seriesId, pumpId: params.pumpId }, location.search, options, series),
    [params.seriesId, params.pumpId, location.search, options, series],
  );
  const requested = parsed.request;
  const activePump = parsed.pumpId;

  const hrefOf = useCallback(
    (pumpId: number | null, request: PumpForm | null) =>
      paths.calculators.pump.getHref({ seriesId, pumpId }, pumpQuery(request)),
    [seriesId],
  );
  const form = useUrlFormState<PumpDraft, PumpForm>({
    urlValues: parsed.draft,
    requested,
    toRequest,
    same: sameRequest,
    hrefFor: useCallback((request: PumpForm) => hrefOf(activePump, request), [activePump, hrefOf]),
    fieldNames: dutyFields,
  });
  const { navigate, setValues, current } = form;

  // Open pump tabs, in the order opened; the URL's pump joins them when it changes.
  const [openPumps, setOpenPumps] = useState<number[]>(activePump !== null ? [activePump] : []);
  const [seenPump, setSeenPump] = useState(activePump);
  if (seenPump !== activePump) {
    setSeenPump(activePump);
    if (activePump !== null && !openPumps.includes(activePump)) setOpenPumps([...openPumps, activePump]);
  }

  const go = useCallback(
    (pumpId: number | null, request: PumpForm | null, replace: boolean) =>
      navigate(hrefOf(pumpId, request), replace),
    [hrefOf, navigate],
  );

  const { setUnits, setHeadUnits, flowSwitch, headSwitch } = useUnitSwitches(current, setValues);

  const openPump = useCallback(
    (pumpId: number) => {
      setOpenPumps((list) => (list.includes(pumpId) ? list : [...list, pumpId]));
      if (pumpId !== activePump) go(pumpId, requested, false);
    },
    [activePump, go, requested],
  );

  const showParams = useCallback(() => {
    if (activePump !== null) go(null, requested, false);
  }, [activePump, go, requested]);

  /** Closes a pump tab; closing the shown one shows its right (else left) neighbour. */
  const closePump = useCallback(
    (pumpId: number) => {
      const keys = [PARAMS_TAB, ...openPumps.map(String)];
      const active = activePump === null ? PARAMS_TAB : String(activePump);
      const next = neighbourAfterClose(keys, String(pumpId), active);
      setOpenPumps((list) => list.filter((id) => id !== pumpId));
      if (next !== active) go(next === PARAMS_TAB ? null : Number(next), requested, true);
    },
    [activePump, go, openPumps, requested],
  );

  return {
    /** The URL's problems, each a 'Неверная ссылка: …' message. */
    urlErrors: parsed.errors,
    urlSeriesId: parsed.seriesId,
    draft: form.values,
    touched: form.touched,
    requested,
    activePump,
    openPumps,
    setDraft: form.setValues,
    setUnits,
    setHeadUnits,
    flowSwitch,
    headSwitch,
    leave: form.leave,
    submit: form.submit,
    openPump,
    showParams,
    closePump,
  };
}
