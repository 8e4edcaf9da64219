// POST /api/v1/search/dcu — the form → {hash, id}; polled by useSelectionRequest with the DCU's
// 10-minute timeout (calculators §7, §9).
import type { DcuForm, SearchAccepted } from '@podbor/contracts';
import { submitSearch } from '../../../../lib/selection/submit-search';

export const selectDcu = (form: DcuForm, signal: AbortSignal): Promise<SearchAccepted> =>
  submitSearch('dcu', form, signal);
