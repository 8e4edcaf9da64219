// The pump page's state (calculators §2, §4): the URL is the last request and the open pump — so
// a link or a reload gives the same page — while the draft follows the keyboard. A complete draft
// that differs from the last request is selected 900 ms after the last keystroke, or at once when
// a field is left, a switch is changed or Enter is pressed.
import type { PumpForm, PumpUnits } from '@podbor/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import type { DutyField } from '../components/pump-form';
import { dutyFields } from '../components/pump-form';
import { neighbourAfterClose, PARAMS_TAB } from '../components/pump-tabs';
import {
  parsePumpUrl,
  pumpQuery,
  sameRequest,
  switchFlowUnits,
  toRequest,
  type FlowUnitSwitch,
  type PumpDraft,
  type PumpFormOptions,
  type PumpUrlSeries,
} from '../pump-url';

/** Calculators §9: re-selection delay after the last keystroke. */
export const RESELECT_DELAY_MS = 900;

const searchOf = (href: string) => {
  const i = href.indexOf('?');
  return i < 0 ? '' : href.slice(i);
};

export function usePumpPageState(seriesId: number, options: PumpFormOptions, series?: PumpUrlSeries) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const parsed = useMemo(
    () =>
      parsePumpUrl({ seriesId: params.seriesId, pumpId: params.pumpId }, location.search, options, series),
    [params.seriesId, params.pumpId, location.search, options, series],
  );
  const requested = parsed.request;
  const activePump = parsed.pumpId;

  const [draft, setDraftState] = useState<PumpDraft>(parsed.draft);
  const draftRef = useRef(draft);
  const [touched, setTouched] = useState<ReadonlySet<DutyField>>(() => new Set());
  // The query string this page wrote last: a different one came from outside (Back, a pasted link)
  // and replaces the draft.
  const [ownSearch, setOwnSearch] = useState(location.search);
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    if (location.search !== ownSearch) setDraftState(parsed.draft);
  }
  // The handlers read the draft through a ref: a field's blur comes right after its last change,
  // before React has rendered it.
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  // Open pump tabs, in the order opened; the URL's pump joins them when it changes.
  const [openPumps, setOpenPumps] = useState<number[]>(activePump !== null ? [activePump] : []);
  const [seenPump, setSeenPump] = useState(activePump);
  if (seenPump !== activePump) {
    setSeenPump(activePump);
    if (activePump !== null && !openPumps.includes(activePump)) setOpenPumps([...openPumps, activePump]);
  }

  const go = useCallback(
    (pumpId: number | null, request: PumpForm | null, replace: boolean) => {
      const href = paths.calculators.pump.getHref(seriesId, pumpId, pumpQuery(request));
      setOwnSearch(searchOf(href));
      void navigate(href, { replace });
    },
    [navigate, seriesId],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Starts a selection for `draft` if it is complete, valid and not the last request. */
  const selectNow = useCallback(
    (d: PumpDraft) => {
      clearTimeout(timer.current);
      const request = toRequest(d);
      if (request && !sameRequest(request, requested)) go(activePump, request, true);
    },
    [activePump, go, requested],
  );

  const setDraft = useCallback(
    (next: PumpDraft, commit: boolean) => {
      draftRef.current = next;
      setDraftState(next);
      clearTimeout(timer.current);
      if (commit) selectNow(next);
      else timer.current = setTimeout(() => selectNow(draftRef.current), RESELECT_DELAY_MS);
    },
    [selectNow],
  );

  // Flow units convert the flow typed (calculators §3): the same duty in m³/h or l/s, selected at once.
  const unitSwitch = useRef<FlowUnitSwitch | null>(null);
  const setUnits = useCallback(
    (units: PumpUnits) => {
      const next = switchFlowUnits(draftRef.current, units, unitSwitch.current);
      unitSwitch.current = next.last;
      setDraft(next.draft, true);
    },
    [setDraft],
  );

  const leave = useCallback(
    (field: DutyField) => {
      setTouched((s) => (s.has(field) ? s : new Set([...s, field])));
      selectNow(draftRef.current);
    },
    [selectNow],
  );

  const submit = useCallback(() => {
    setTouched(new Set(dutyFields));
    selectNow(draftRef.current);
  }, [selectNow]);

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
    /** The URL's problems, each an 'Invalid URL: …' message. */
    urlErrors: parsed.errors,
    urlSeriesId: parsed.seriesId,
    draft,
    touched,
    requested,
    activePump,
    openPumps,
    setDraft,
    setUnits,
    leave,
    submit,
    openPump,
    showParams,
    closePump,
  };
}
