// POST /api/v1/search/{clever|rto}/rate — rating a given unit: a catalogue model or the user's
// plate (issue 30 items 2 and 5); the line's grant, the answer checked by its contracts schema —
// and …/rate/datasheet, the rated unit's PDF for a signed-in user.
import { heatRatingResult, type HeatRatingResult } from '@podbor/contracts';
import { useMutation } from '@tanstack/react-query';
import { calculatorApi } from '../../../../lib/calculator/calculator-api';
import { saveBlob } from '../../../../lib/save-blob';
import type { RatingBody } from '../rating-form';

export type RatingCategory = 'clever' | 'rto';

const apis = { clever: calculatorApi('Clever'), rto: calculatorApi('RTO') } as const;

export const rateHeatUnit = (category: RatingCategory, body: RatingBody): Promise<HeatRatingResult> =>
  apis[category].post<HeatRatingResult>(`/api/v1/search/${category}/rate`, body, {
    schema: heatRatingResult,
  });

export const useRateHeatUnit = (category: RatingCategory) =>
  useMutation({ mutationFn: (body: RatingBody) => rateHeatUnit(category, body) });

/**
 * The rated unit's datasheet (POST …/rate/datasheet, signed-in users): saved under the server's
 * name, «Поверочный расчёт CLH 32S 100 пл.pdf».
 */
export async function downloadRatingSheet(category: RatingCategory, body: RatingBody): Promise<void> {
  const { blob, fileName } = await apis[category].download(`/api/v1/search/${category}/rate/datasheet`, body);
  saveBlob(blob, fileName ?? 'Поверочный расчёт.pdf');
}

export const useRatingSheet = (category: RatingCategory) =>
  useMutation({ mutationFn: (body: RatingBody) => downloadRatingSheet(category, body) });
