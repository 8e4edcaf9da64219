// POST /api/v1/search/station/files/{modelId}: starts the documents of one set of a selection (its
// PDF datasheet and H–Q chart PNG) for the same form; answers {hash, id} to poll.
import type { SearchAccepted, StationForm } from '@podbor/contracts';
import { postSelection } from '../../../../lib/selection/submit-search';

export const requestStationFiles = (
  modelId: number,
  form: StationForm,
  signal?: AbortSignal,
): Promise<SearchAccepted> =>
  postSelection(`/api/v1/search/station/files/${modelId}`, form, { calc: 'Station', signal });
