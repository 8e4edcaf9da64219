// The Russian words on the pump charts: axis names, units, series names, chart titles.
// One place, so the page, the PNGs and the PDF datasheet say the same thing.
import type { PumpCurvesData } from '@podbor/contracts';
import { formatFigure } from '../format';

export const pumpUnitText = {
  'm3/h': 'м³/ч',
  'l/s': 'л/с',
  bar: 'бар',
  m: 'м',
  kW: 'кВт',
  '%': '%',
  rpm: 'об/мин',
} as const;

export const pumpChartText = {
  titles: {
    head: 'Напорная характеристика H–Q',
    power: 'Мощность на валу P2',
    efficiency: 'КПД',
    npshr: 'Кавитационный запас NPSHr',
  },
  axes: {
    flow: 'Подача Q',
    head: 'Напор H',
    power: 'Мощность P2',
    efficiency: 'КПД η',
    npshr: 'NPSHr',
  },
  series: {
    pump: 'Характеристика насоса',
    rated: 'При номинальной частоте',
    working: 'При рабочей частоте',
    system: 'Характеристика сети',
    duty: 'Требуемая точка',
    workingPoint: 'Рабочая точка',
    power: 'Мощность P2',
    efficiency: 'КПД',
    npshr: 'NPSHr одного насоса',
    npsha: 'NPSHa (располагаемый)',
    /** The part of the NPSHr curve above NPSHa: the pump cavitates at those flows. */
    cavitation: 'NPSHr > NPSHa: кавитация',
    /** Where the pump would run, refused for NPSH: never called a working point. */
    refused: 'Точка отказа: кавитация',
  },
  /** The refused point's label beside its mark. */
  refusedLabel: 'кавитация',
  /** The readout of a pump refused for NPSH at the point where it would run. */
  refusedReadout: (npsha: string, npshr: string, q: string) =>
    `Не работает в этой точке — кавитация: NPSHa ${npsha} м < NPSHr ${npshr} м при Q = ${q}`,
  /** The rows of the tooltip: what each curve reads at the flow under the pointer. */
  readings: {
    head: 'Напор насоса',
    headRated: 'Напор при номинальной частоте',
    system: 'Напор сети',
    efficiency: 'КПД η',
    power: 'Мощность P2',
    npshr: 'NPSHr',
  },
} as const;

/** '2 насоса', '5 насосов' — pcnt is 1…5. */
export function pumpCountText(n: number): string {
  return `${n} ${n >= 2 && n <= 4 ? 'насоса' : 'насосов'}`;
}

/** The flow unit as the axes print it: 'м³/ч' or 'л/с'. */
export const flowUnitText = (data: Pick<PumpCurvesData, 'units'>) => pumpUnitText[data.units.q];

/** The head unit as the axes print it: 'бар' or 'м' (the form's hunits). */
export const headUnitText = (data: Pick<PumpCurvesData, 'units'>) => pumpUnitText[data.units.head];

/**
 * A head in the chart's unit with the other unit beside it: '6,45 бар (65,9 м)' — metres of water at
 * 20 °C, as before metres were a form unit — or '65,8 м (6,45 бар)' for a form in m вод. ст.
 */
export function headFigure(
  data: Pick<PumpCurvesData, 'units' | 'headMetresPerBar' | 'barPerHeadUnit'>,
  value: number,
  { metresOfHead }: { metresOfHead?: number } = {},
): string {
  if (data.units.head === 'm')
    return `${formatFigure(value)} ${pumpUnitText.m} (${formatFigure(value * data.barPerHeadUnit)} ${pumpUnitText.bar})`;
  const metres = metresOfHead ?? value * data.headMetresPerBar;
  return `${formatFigure(value)} ${pumpUnitText.bar} (${formatFigure(metres)} ${pumpUnitText.m})`;
}

/** 'Подача Q, м³/ч' */
export const axisName = (name: string, unit: string) => `${name}, ${unit}`;
