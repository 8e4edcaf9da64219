// POST /api/v1/search/pump/files/{pumpId}: starts the documents of a pump for a duty (HQc.png,
// Powerc.png, Image.jpg and the PDF datasheet); answers {hash, id} to poll with useSelectionRequest.
import type { PumpForm, SearchAccepted } from '@podbor/contracts';
import { postSelection } from '../../../../lib/selection/submit-search';
import { PUMP_API } from './pump-api';

export const requestPumpFiles = (
  pumpId: number,
  form: PumpForm,
  signal?: AbortSignal,
): Promise<SearchAccepted> =>
  postSelection(`${PUMP_API}/files/${pumpId}`, form, { calc: 'Aquastrong', signal });
