// The pump calculator's texts (Aquastrong, calculators §5): the form's messages, its URL's query
// parameters and messages, why a model was not offered, and the pump calls' refusals.
import { z } from 'zod';
import { formUrlMessages, shownUrlValue as shown } from './form-url-messages';
import { validationMessages } from './messages';
import { ruNumber } from './russian';

/**
 * Calculators §5 "Pump rules": the spec quotes them in English as notes on the Russian interface
 * ('Field must not be empty', 'Head must be greater than the static head of the pump'), shown in
 * Russian (decision 0010).
 */
export const pumpMessages = {
  required: validationMessages.required,
  headAboveStatic: 'Напор должен быть больше статического напора',
  range: (min: number, max: number) => `Допустимые значения от ${ruNumber(min)} до ${ruNumber(max)}`,
  /** A value that is not a JSON number at all (a string, true, an object): said so, not «out of range». */
  notNumber: (min: number, max: number) => `Ожидается число от ${ruNumber(min)} до ${ruNumber(max)}`,
  units: 'Единицы расхода: m (м³/ч) или l (л/с)',
  hunits: 'Единицы напора: bar (бар) или m (м вод. ст.)',
  pcnt: 'Число насосов — целое от 1 до 5',
  boxType: 'Исполнение: 0 — с частотным регулированием, 2 — без',
  /** NPSHa and the inlet pressure are two ways to give the same thing. */
  npshBoth: 'Задайте либо NPSHa, либо давление на входе — не оба сразу',
  /** The load profile's hours in all. */
  hoursTotal: 'Сумма часов работы за год — не больше 8760',
  /** Shown next to every figure from the sample catalogue. */
  illustrative: 'Иллюстративные данные, не данные производителя',
} as const;

/** The query parameters of /aquastrong/{seriesId}/{pumpId}: the pump form's fields (calculators §2). */
export const pumpQueryParams = [
  'units',
  'Q',
  'hunits',
  'T',
  'H',
  'H0',
  'pcnt',
  'BoxType',
  'NPSHa',
  'pin',
  'price',
  'years',
  'h100',
  'h75',
  'h50',
  'h25',
] as const;
export type PumpQueryParam = (typeof pumpQueryParams)[number];

/** The pump form's URL messages: the common ones with the pump's words where it has its own. */
export const pumpUrlMessages = {
  ...formUrlMessages,
  missingParameter: (name: string) =>
    `Неверная ссылка: не указан параметр «${name}» — расход Q, напор H и статический напор H0 задаются вместе`,
  units: (value: string) =>
    `Неверная ссылка: единицы расхода «${shown(value)}» не поддерживаются — допустимы m (м³/ч) и l (л/с)`,
  hunits: (value: string) =>
    `Неверная ссылка: единицы напора «${shown(value)}» не поддерживаются — допустимы m (м) и bar (бар, по умолчанию)`,
  boxType: (value: string) =>
    `Неверная ссылка: BoxType = «${shown(value)}» — допустимы 0 (с частотным регулированием) и 2 (без)`,
  headAboveStatic: 'Неверная ссылка: напор H должен быть больше статического напора H0',
  pumpNotInSeries: (pumpId: string, series: string) =>
    `Неверная ссылка: в серии ${series} нет насоса №\u00a0${shown(pumpId)} — откройте насос из модельного ряда серии`,
} as const;

/** Why a model was not offered (engine reason code → text for the user). */
export const pumpRejectionReasons = [
  'belowMinFlow',
  'aboveMaxFlow',
  'speedAboveRated',
  'excessHead',
  'belowMinSpeed',
  'npsh',
] as const;
export const pumpRejectionReason = z.enum(pumpRejectionReasons);
export type PumpRejectionReason = z.infer<typeof pumpRejectionReason>;
export const pumpRejectionMessages: Record<PumpRejectionReason, string> = {
  belowMinFlow: 'Рабочая точка левее рабочего диапазона насоса (подача меньше минимальной)',
  aboveMaxFlow: 'Рабочая точка правее рабочего диапазона насоса (подача больше максимальной)',
  speedAboveRated: 'Насос не обеспечивает требуемый напор на номинальной частоте вращения',
  excessHead: 'Насос слишком велик: его напор выше требуемого во всём рабочем диапазоне подачи',
  belowMinSpeed: 'Понадобилась бы частота вращения ниже 30 % номинальной: насос слишком велик для этой точки',
  npsh: 'Кавитация: располагаемый NPSHa меньше NPSHr насоса в рабочей точке',
};

/** Refusals of the pump calls (404s and a duty the pump cannot serve). */
export const pumpApiMessages = {
  seriesNotFound: 'Серия насосов не найдена',
  pumpNotFound: 'Насос не найден',
  cannotServe: (name: string, reason: string) => `${name} не подходит для заданной точки. ${reason}`,
} as const;
