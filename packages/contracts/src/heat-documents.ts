// The words and figures a heat-exchanger solution is shown with, on the page and in its PDF
// datasheet alike: the check figures grouped for an engineer (geometry, hot side, heated side,
// overall) with units and rounding, the form's inputs as rows, the file names.
import {
  cleverForm,
  heatUnitLabels,
  type GlycolBasis,
  type HeatPlateMaterial,
  rtoStoredForm,
  type CleverForm,
  type HeatCheck,
  type HeatRatingRequest,
  type HeatSolution,
  type HeatWarning,
  type RtoForm,
} from './heat-exchangers';
import { plural } from './russian';

/** A figure in Russian: `digits` significant figures, at most `maxDecimals` decimals, decimal comma. */
export function heatFigure(value: number, digits = 3, maxDecimals = 3): string {
  if (!Number.isFinite(value)) return '—';
  if (value === 0) return '0';
  const rounded = Number(value.toPrecision(digits));
  return rounded.toLocaleString('ru-RU', { maximumFractionDigits: maxDecimals, useGrouping: true });
}

export interface HeatRow {
  label: string;
  value: string;
  unit: string;
}
export interface HeatRowGroup {
  title: string;
  rows: HeatRow[];
}

const row = (label: string, value: string, unit = ''): HeatRow => ({ label, value, unit });

const side = (s: HeatCheck['hot']): HeatRow[] => [
  row('Расход', heatFigure(s.massFlowKgS, 4), 'кг/с'),
  row('Температура на входе', heatFigure(s.tIn, 4, 1), '°C'),
  row('Температура на выходе', heatFigure(s.tOut, 4, 1), '°C'),
  row('Плотность', heatFigure(s.density, 4, 1), 'кг/м³'),
  row('Теплоёмкость', heatFigure(s.specificHeat, 4, 0), 'Дж/(кг·К)'),
  row('Динамическая вязкость', heatFigure(s.viscosity * 1000, 3, 4), 'мПа·с'),
  row('Теплопроводность', heatFigure(s.conductivity, 3), 'Вт/(м·К)'),
  row('Скорость в канале', heatFigure(s.channelVelocityMS, 3), 'м/с'),
  row('Число Рейнольдса', heatFigure(s.reynolds, 4, 0)),
  row('Число Прандтля', heatFigure(s.prandtl, 3, 2)),
  row('Коэффициент теплоотдачи', heatFigure(s.htcWM2K, 4, 0), 'Вт/(м²·К)'),
  row('Потеря давления в каналах', heatFigure(s.dpChannelKPa, 3, 2), 'кПа'),
  row('Потеря давления в коллекторах', heatFigure(s.dpPortsKPa, 3, 2), 'кПа'),
  row('Потеря давления всего', heatFigure(s.dpChannelKPa + s.dpPortsKPa, 3, 2), 'кПа'),
  row('Скорость в патрубке', heatFigure(s.portVelocityMS, 3), 'м/с'),
];

/** The check figures in four groups: Геометрия, Горячая сторона, Нагреваемая сторона, Итог. */
export function heatCheckGroups(check: HeatCheck): HeatRowGroup[] {
  return [
    {
      title: 'Геометрия',
      rows: [
        row('Число пластин', String(check.plates), 'шт.'),
        row('Ходов: греющая / нагреваемая', `${check.passesHot} / ${check.passesCold}`),
        row('Каналов: греющая / нагреваемая', `${check.channelsHot} / ${check.channelsCold}`),
        row('Площадь пластины', heatFigure(check.plateAreaM2, 3, 4), 'м²'),
        row('Ширина пластины', heatFigure(check.widthM * 1000, 4, 0), 'мм'),
        row('Длина между патрубками', heatFigure(check.portToPortLengthM * 1000, 4, 0), 'мм'),
        row('Угол гофр к направлению потока', heatFigure(check.chevronAngleDeg, 3, 1), '°'),
        row('Коэффициент увеличения площади', heatFigure(check.enlargementFactor, 3, 3)),
        row('Зазор канала', heatFigure(check.channelGapM * 1000, 3, 2), 'мм'),
        row('Гидравлический диаметр', heatFigure(check.hydraulicDiameterM * 1000, 4, 3), 'мм'),
        row('Толщина пластины', heatFigure(check.plateThicknessM * 1000, 2, 2), 'мм'),
        row('Теплопроводность материала пластин', heatFigure(check.wallConductivity, 3, 1), 'Вт/(м·К)'),
        row('Диаметр патрубка', heatFigure(check.portDiameterM * 1000, 3, 0), 'мм'),
      ],
    },
    { title: 'Горячая сторона', rows: side(check.hot) },
    { title: 'Нагреваемая сторона', rows: side(check.cold) },
    {
      title: 'Итог',
      rows: [
        row('Тепловая мощность', heatFigure(check.dutyKW, 4, 2), 'кВт'),
        row('Площадь теплообмена', heatFigure(check.areaM2, 3, 2), 'м²'),
        row('Среднелогарифмический температурный напор', heatFigure(check.lmtdK, 3, 2), 'К'),
        row('Поправочный коэффициент F', heatFigure(check.correctionF, 3, 3)),
        row('Коэффициент теплопередачи чистый', heatFigure(check.uCleanWM2K, 4, 0), 'Вт/(м²·К)'),
        row('Коэффициент теплопередачи с загрязнением', heatFigure(check.uServiceWM2K, 4, 0), 'Вт/(м²·К)'),
        row('Термическое сопротивление загрязнений', heatFigure(check.foulingM2KW, 3, 6), 'м²·К/Вт'),
        row('Запас поверхности', heatFigure(check.reservePct, 3, 1), '%'),
      ],
    },
  ];
}

/**
 * The engine's constants the method text prints (the server passes them from @podbor/engineering/phe,
 * so the words cannot drift from the figures the engine used).
 */
export interface HeatMethodConstants {
  /** Martin's regime switch [-]: 2000. */
  transitionRe: number;
  /** Friction constants a, b, c of the VDI form: 3.8, 0.18, 0.36. */
  friction: { a: number; b: number; c: number };
  /** Power of μ/μw in Nu: 1/6. */
  viscosityExponent: number;
  /** Port loss coefficient per pass: 1.4. */
  portLoss: number;
}

/** One row of the per-side hand-check table: what, its formula or symbol, hot, cold, unit. */
export type HeatSideRow = readonly [label: string, formula: string, hot: string, cold: string, unit: string];

/** A row of the overall table: what, its formula or symbol, the value, the unit. */
export type HeatOverallRow = readonly [label: string, formula: string, value: string, unit: string];

export interface HeatHandCheck {
  /** The method, row by row: what is computed → the formula and its source. */
  methodColumns: readonly string[];
  method: (readonly [what: string, how: string])[];
  /** The per-side table's column titles and rows: properties → Re, Pr → ξ → Nu → h → Δp. */
  sideColumns: readonly string[];
  sideRows: HeatSideRow[];
  /** The plate and pack geometry (the page's «Геометрия» without the wall, which goes to «Итог»). */
  geometry: HeatRowGroup;
  /** The wall → U → LMTD → required and installed area → reserve chain. */
  overallColumns: readonly string[];
  overallRows: HeatOverallRow[];
}

/** A figure carried for a hand check: 4 significant digits; «—» when an old answer lacks it. */
const fig = (v: number | undefined, digits = 4, maxDecimals = 8): string =>
  v === undefined ? '—' : heatFigure(v, digits, maxDecimals);

/** «1/6» for the printed exponent. */
const fraction = (x: number): string =>
  Math.abs(1 / x - Math.round(1 / x)) < 1e-9 ? `1/${Math.round(1 / x)}` : heatFigure(x);

/** The sources the method rows name: the engine follows these (engineering/phe martin.ts). */
export const heatMethodSources = {
  martin1996: 'H. Martin, Chem. Eng. Process. 35 (1996) 301–310, doi:10.1016/0255-2701(95)04129-X',
  vdi: 'VDI Heat Atlas, 2-е изд., Springer 2010, гл. N6 (H. Martin), doi:10.1007/978-3-540-77877-6',
  pntu: 'S. G. Kandlikar, R. K. Shah, J. Heat Transfer 111 (1989) 314–321',
} as const;

/**
 * The datasheet's hand check (issue 30 item 6): the method with its equations and sources, and every
 * figure the engine used, so that Re, ξ, Nu, h, U, the area and the reserve can be recomputed from
 * the sheet alone. Figures carry 4–5 significant digits so the recomputation closes to the rounding.
 */
export function heatHandCheck(check: HeatCheck, k: HeatMethodConstants): HeatHandCheck {
  const n = (x: number) => heatFigure(x, 4, 4);
  const exp = fraction(k.viscosityExponent);
  const re0 = k.transitionRe;
  const method: HeatHandCheck['method'] = [
    [
      'Теплоотдача',
      `Nu = 0,122·Pr^(1/3)·(μ/μw)^(${exp})·(ξ·Re²·sin 2φ)^0,374; h = Nu·λ/Dh. Martin (1996), ур. 23; ` +
        `VDI Heat Atlas, гл. N6, ур. 18. φ — угол гофр к направлению потока, не коэффициент увеличения площади`,
    ],
    [
      'Коэффициент сопротивления ξ (по Дарси)',
      `1/√ξ = cos φ/√(${n(k.friction.b)}·tg φ + ${n(k.friction.c)}·sin φ + ξ0/cos φ) + ` +
        `(1 − cos φ)/√(${n(k.friction.a)}·ξ1); при Re < ${re0}: ξ0 = 64/Re, ξ1 = 597/Re + 3,85; ` +
        `при Re ≥ ${re0}: ξ0 = (1,8·lg Re − 1,5)⁻², ξ1 = 39·Re^(−0,289). Форма VDI Heat Atlas, гл. N6; ` +
        `тот же ξ входит в Nu`,
    ],
    [
      'Канал',
      'Dh = 2b/Φ (b — зазор канала, Φ — коэффициент увеличения площади); w = G/(ρ·n·b·W), n — каналов ' +
        'в ходе, W — ширина пластины; Re = ρ·w·Dh/μ; Pr = μ·cp/λ',
    ],
    [
      'Свойства сред',
      'ρ, cp, λ, μ — при средней температуре стороны tср; μw — при температуре стенки tw, равной среднему ' +
        'средних температур сторон',
    ],
    ['Теплопередача', '1/k = 1/h1 + 1/h2 + δ/λст + Rf (чистый k — без Rf)'],
    [
      'Площадь',
      'A = (N − 2)·Aпл: две крайние пластины передают тепло одной стороной; Aтреб = Q/(k·F·ΔTлог); ' +
        'запас = A/Aтреб − 1',
    ],
    [
      'Температурный напор',
      'ΔTлог = (Δt1 − Δt2)/ln(Δt1/Δt2), противоток, Δt1 = t′гор − t″нагр, Δt2 = t″гор − t′нагр; F — ' +
        'поправка для многоходовой компоновки по P-NTU (Kandlikar, Shah 1989), для 1/1 F = 1',
    ],
    [
      'Потеря давления',
      `Δp = z·ξ·(L/Dh)·ρw²/2 + z·${n(k.portLoss)}·ρ·wп²/2, z — число ходов, L — длина между патрубками, ` +
        'wп — скорость в патрубке',
    ],
    ['Источники', Object.values(heatMethodSources).join('; ')],
  ];
  const { hot, cold } = check;
  const both = (
    label: string,
    formula: string,
    get: (s: HeatCheck['hot']) => string,
    unit = '',
  ): HeatSideRow => [label, formula, get(hot), get(cold), unit];
  const sideRows: HeatSideRow[] = [
    both('Расход', 'G', (s) => fig(s.massFlowKgS), 'кг/с'),
    both(
      'Температура на входе / выходе',
      't′ / t″',
      (s) => `${fig(s.tIn, 4, 2)} / ${fig(s.tOut, 4, 2)}`,
      '°C',
    ),
    both('Средняя температура', 'tср = (t′ + t″)/2', (s) => fig(s.meanTemperatureC, 5, 3), '°C'),
    both('Плотность при tср', 'ρ', (s) => fig(s.density, 5, 2), 'кг/м³'),
    both('Теплоёмкость при tср', 'cp', (s) => fig(s.specificHeat, 5, 1), 'Дж/(кг·К)'),
    both('Теплопроводность при tср', 'λ', (s) => fig(s.conductivity), 'Вт/(м·К)'),
    both('Динамическая вязкость при tср', 'μ', (s) => fig(s.viscosity * 1000), 'мПа·с'),
    both('Температура стенки', 'tw = (tср1 + tср2)/2', () => fig(check.wallTemperatureC, 5, 3), '°C'),
    both(
      'Вязкость при температуре стенки',
      'μw',
      (s) => fig(s.viscosityWall && s.viscosityWall * 1000),
      'мПа·с',
    ),
    both('Отношение вязкостей', 'μ/μw', (s) => fig(s.viscosityRatio)),
    both('Поправка на вязкость', `(μ/μw)^(${exp})`, (s) => fig(s.viscosityFactor, 5)),
    ['Число ходов', 'z', String(check.passesHot), String(check.passesCold), ''],
    both('Каналов в ходе', 'n', (s) => fig(s.channelsPerPass)),
    both('Скорость в каналах', 'w = G/(ρ·n·b·W)', (s) => fig(s.channelVelocityMS), 'м/с'),
    both('Число Рейнольдса', 'Re = ρ·w·Dh/μ', (s) => fig(s.reynolds, 5, 1)),
    both('Число Прандтля', 'Pr = μ·cp/λ', (s) => fig(s.prandtl)),
    both('Коэффициент сопротивления', 'ξ', (s) => fig(s.frictionFactor)),
    both('Число Нуссельта', 'Nu', (s) => fig(s.nusselt)),
    both('Коэффициент теплоотдачи', 'h = Nu·λ/Dh', (s) => fig(s.htcWM2K, 5, 1), 'Вт/(м²·К)'),
    both('Скорость в патрубке', 'wп = G/(ρ·πd²/4)', (s) => fig(s.portVelocityMS), 'м/с'),
    both('Потеря давления в каналах', 'Δpк = z·ξ·(L/Dh)·ρw²/2', (s) => fig(s.dpChannelKPa), 'кПа'),
    both(
      'Потеря давления в коллекторах',
      `Δpп = z·${n(k.portLoss)}·ρ·wп²/2`,
      (s) => fig(s.dpPortsKPa),
      'кПа',
    ),
    both('Потеря давления всего', 'Δp = Δpк + Δpп', (s) => fig(s.dpChannelKPa + s.dpPortsKPa), 'кПа'),
  ];
  const overallRows: HeatOverallRow[] = [
    ['Тепловая мощность', 'Q', fig(check.dutyKW, 5, 3), 'кВт'],
    ['Толщина пластины', 'δ', fig(check.plateThicknessM * 1000, 3, 2), 'мм'],
    ['Теплопроводность материала пластин', 'λст', fig(check.wallConductivity, 3, 1), 'Вт/(м·К)'],
    ['Сопротивление стенки', 'δ/λст', fig(check.wallResistanceM2KW), 'м²·К/Вт'],
    ['Сопротивление загрязнений', 'Rf', fig(check.foulingM2KW), 'м²·К/Вт'],
    [
      'Коэффициент теплопередачи чистый',
      'k = 1/(1/h1 + 1/h2 + δ/λст)',
      fig(check.uCleanWM2K, 5, 1),
      'Вт/(м²·К)',
    ],
    [
      'Коэффициент теплопередачи с загрязнением',
      'k = 1/(1/k чист + Rf)',
      fig(check.uServiceWM2K, 5, 1),
      'Вт/(м²·К)',
    ],
    ['Среднелогарифмический температурный напор', 'ΔTлог', fig(check.lmtdK, 5, 3), 'К'],
    ['Поправочный коэффициент', 'F', fig(check.correctionF), ''],
    ['Требуемая площадь', 'Aтреб = Q/(k·F·ΔTлог)', fig(check.requiredAreaM2), 'м²'],
    [
      'Пластин в расчёте площади',
      'N − 2',
      check.thermalPlates === undefined ? '—' : `${check.plates} − 2 = ${check.thermalPlates}`,
      'шт.',
    ],
    ['Площадь пластины', 'Aпл', fig(check.plateAreaM2), 'м²'],
    ['Площадь теплообмена', 'A = (N − 2)·Aпл', fig(check.areaM2), 'м²'],
    ['Запас поверхности', 'A/Aтреб − 1', fig(check.reservePct, 4, 2), '%'],
  ];
  // The wall and the plate's area are figures of the «Итог» chain, printed there to more digits.
  const inOverall = new Set(['Толщина пластины', 'Теплопроводность материала пластин', 'Площадь пластины']);
  const geometry = heatCheckGroups(check)[0]!;
  return {
    methodColumns: ['Что', 'Как считается и по какому источнику'],
    method,
    sideColumns: ['Величина', 'Формула', 'Горячая сторона', 'Нагреваемая сторона', 'Ед.'],
    sideRows,
    geometry: { title: geometry.title, rows: geometry.rows.filter((r) => !inOverall.has(r.label)) },
    overallColumns: ['Величина', 'Формула', 'Значение', 'Ед.'],
    overallRows,
  };
}

const channelMixText = {
  H: 'H (жёсткие каналы)',
  L: 'L (мягкие каналы)',
  M: 'M (смешанные каналы)',
} as const;

/** Plate materials as the page, the answer and the datasheet print them (decision 0044). */
export const heatPlateMaterialText: Readonly<Record<HeatPlateMaterial, string>> = {
  AISI304: 'AISI 304',
  AISI316: 'AISI 316',
  titanium: 'титан',
};

/**
 * A solution's name, its article on the page: «CLH 50S · 31 пластина · 0,5 мм · AISI 316»; also its
 * datasheet's name. The plate material is part of it (decision 0044): two units that differ only in
 * it are two articles.
 */
export function heatSolutionName(
  model: string,
  plates: number,
  thicknessMm: number,
  material: HeatPlateMaterial,
): string {
  return `${model} · ${plates} ${plural(plates, 'пластина', 'пластины', 'пластин')} · ${heatFigure(thicknessMm)} мм · ${heatPlateMaterialText[material]}`;
}

/** The unit's description rows (above the check figures). */
export function heatSolutionRows(s: HeatSolution): HeatRow[] {
  return [
    row('Модель', s.assortment.name),
    row('Толщина пластин', heatFigure(s.thicknessMm), 'мм'),
    row('Материал пластин', heatPlateMaterialText[s.plateMaterial]),
    row('Компоновка каналов', channelMixText[s.channelMix]),
    row('Класс давления рамы', heatFigure(s.pressureClassBar), 'бар'),
    ...(s.frame
      ? [
          row('Габариты рамы (В × Ш × Д)', heatDimensions(s.frame), 'мм'),
          row('Масса рамы без пластин', heatFigure(s.frame.massKg, 4, 0), 'кг'),
        ]
      : []),
    ...(s.massKg !== undefined
      ? [row('Масса с пластинами, без среды', heatFigure(s.massKg, 4, 0), 'кг')]
      : []),
  ];
}

/** A frame's height × width × length: «1 260 × 520 × 1 450» (mm). */
export const heatDimensions = (f: { heightMm: number; widthMm: number; lengthMm: number }): string =>
  [f.heightMm, f.widthMm, f.lengthMm].map((v) => heatFigure(v, 5, 0)).join(' × ');

const media: Record<string, string> = {
  water: 'вода',
  seawater: 'морская вода',
  'ethylene-glycol': 'этиленгликоль',
  'propylene-glycol': 'пропиленгликоль',
  pg80: 'пропиленгликоль 80 %',
  pg70: 'пропиленгликоль 70 %',
};
/** A medium's Russian name. */
export const heatMediumText = (id: string): string => media[id] ?? id;

const unit = (u: string) => heatUnitLabels[u as keyof typeof heatUnitLabels] ?? u;
const opt = (v: number | undefined, u: string): HeatRow['value'] =>
  v === undefined ? '—' : `${heatFigure(v, 6, 4)} ${u}`;

/** «по массе» / «по объёму»: how a glycol percent is meant (decision 0044). */
export const glycolBasisText: Readonly<Record<GlycolBasis, string>> = {
  mass: 'по массе',
  volume: 'по объёму',
};

const steel = { none: 'нет', black: 'чёрная сталь', stainless: 'нержавеющая сталь' } as const;

/** The Clever form's inputs as the datasheet prints them. */
export function cleverInputRows(f: CleverForm): HeatRow[] {
  const percent = (medium: string, p: number | undefined, basis: GlycolBasis) =>
    medium === 'water'
      ? heatMediumText(medium)
      : `${heatMediumText(medium)} ${heatFigure(p ?? 0)} % ${glycolBasisText[basis]}`;
  return [
    row(
      'Назначение',
      { heating: 'теплоснабжение', cooling: 'холодоснабжение', process: 'технология' }[f.aim],
    ),
    row('Тепловая мощность Q', opt(f.Q, unit(f.QUnit))),
    row('Запас поверхности X', opt(f.X, '%')),
    row('Модель', f.PtoType === '0' ? 'все модели' : f.PtoType),
    row(
      'Толщина пластин',
      f.PlateThickIndex === 'Auto' ? 'авто' : `${heatFigure(Number(f.PlateThickIndex))} мм`,
    ),
    row('Расчётная температура T', opt(f.T, '°C')),
    row('Рабочее давление P', opt(f.P, 'атм')),
    row('Материал пластин', heatPlateMaterialText[f.PlateMaterialId]),
    row('Материал уплотнений', f.GasketMaterialId),
    row('Исполнение', { none: 'не выбрано', '0': 'общепромышленное', '1': 'специальное' }[f.PtoTarget]),
    row('Подключение', f.FlowDirection === 'one-side' ? 'одностороннее' : 'двустороннее'),
    row(
      'Ответные фланцы',
      f.IncludeFlanges
        ? `${steel[f.FlangeAssortmentHot ?? 'black']} / ${steel[f.FlangeAssortmentCold ?? 'black']}`
        : 'нет',
    ),
    row('Заглушки (греющая / нагреваемая)', `${steel[f.PlugAssortmentHot]} / ${steel[f.PlugAssortmentCold]}`),
    row('Греющая среда', percent(f.EnvironmentHotId, f.PercentHot, f.PercentHotBasis)),
    row('T1 / T2 (вход / выход)', `${opt(f.T1, '°C')} / ${opt(f.T2, '°C')}`),
    row('Расход G1', opt(f.G1, unit(f.G1Unit))),
    row('Допустимая потеря давления R1', opt(f.R1, unit(f.R1Unit))),
    row('Нагреваемая среда', percent(f.EnvironmentColdId, f.PercentCold, f.PercentColdBasis)),
    row('T3 / T4 (вход / выход)', `${opt(f.T3, '°C')} / ${opt(f.T4, '°C')}`),
    row('Расход G2', opt(f.G2, unit(f.G2Unit))),
    row('Допустимая потеря давления R2', opt(f.R2, unit(f.R2Unit))),
  ];
}

/** The RTO form's inputs as the datasheet prints them. */
export function rtoInputRows(f: RtoForm): HeatRow[] {
  return [
    row('Тепловая мощность', opt(f.POWER, 'кВт')),
    row('Запас поверхности', opt(f.RESERVE, '%')),
    row('Класс давления', opt(f.PRESSURE, 'бар')),
    row('Материал пластин', heatPlateMaterialText[f.PLATE_MATERIAL]),
    row('Греющая среда', heatMediumText(f.SRC_LIQUID)),
    row('Греющая: вход / выход', `${opt(f.SRC_INPUT, '°C')} / ${opt(f.SRC_OUTPUT, '°C')}`),
    row('Греющая: расход', opt(f.SRC_FLOW, 'кг/с')),
    row('Греющая: допустимая потеря давления', opt(f.SRC_LOSSES, 'кПа')),
    row('Греющая: загрязнение', opt(f.SRC_POLLUTION, 'м²·К/Вт')),
    row('Нагреваемая среда', heatMediumText(f.REC_LIQUID)),
    row('Нагреваемая: вход / выход', `${opt(f.REC_INPUT, '°C')} / ${opt(f.REC_OUTPUT, '°C')}`),
    row('Нагреваемая: расход', opt(f.REC_FLOW, 'кг/с')),
    row('Нагреваемая: допустимая потеря давления', opt(f.REC_LOSSES, 'кПа')),
    row('Нагреваемая: загрязнение', opt(f.REC_POLLUTION, 'м²·К/Вт')),
  ];
}

/** Parses a stored input of either line for the datasheet; null when it does not read. */
export function heatInputRows(line: 'clever' | 'lt', input: unknown): HeatRow[] | null {
  if (line === 'clever') {
    const p = cleverForm.safeParse(input);
    return p.success ? cleverInputRows(p.data) : null;
  }
  const p = rtoStoredForm.safeParse(input);
  return p.success ? rtoInputRows(p.data) : null;
}

/** The datasheet's key among the request's files: the solution's name (calculators §3). */
export const heatDatasheetKey = (solution: string): string => `${solution}.pdf`;

export const heatDocumentLabels = {
  title: 'Пластинчатый теплообменник — тепловой расчёт',
  lineTitle: { clever: 'Линейка Clever', lt: 'Линейка LT (RTO)' },
  inputs: 'Исходные данные',
  unit: 'Теплообменник',
  /** The hand check's tables: the method, the two sides, the overall chain. */
  method: 'Метод расчёта',
  sides: 'Теплоотдача и потеря давления по сторонам',
  overall: 'Итог',
  /** What the file is called in lists and when saved (documents.ts calcFileTitle). */
  fileTitle: (key: string) => {
    const stem = String(key).replace(/\.pdf$/, '');
    if (stem === String(key)) return null;
    const ascii = stem
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      label: `Тепловой расчёт ${stem}`,
      title: `${stem} — тепловой расчёт`,
      ascii: `${ascii} - thermal datasheet`.trim(),
    };
  },
  /** What an illustrative datasheet's figures are to be checked against before ordering. */
  checkAgainst: 'расчётом производителя теплообменника',
} as const;

/**
 * The rated unit's datasheet (issue 30 item 2): a rating keeps no request, so the PDF is made on
 * the user's asking and named by the unit; the limits it breaks are printed before the figures.
 */
export const heatRatingDocumentLabels = {
  title: 'Пластинчатый теплообменник — поверочный расчёт',
  unit: 'Рассчитанный теплообменник',
  inputs: 'Исходные данные',
  warnings: 'Нарушенные ограничения подбора',
  noWarnings: 'Проверенные ограничения подбора не нарушены.',
  userPlateUnchecked:
    'Класс давления рамы и выпуск пластины из выбранного материала для своей пластины не проверяются: они неизвестны.',
  warningTitles: {
    portVelocity: 'Скорость в патрубке',
    channelVelocity: 'Скорость в каналах',
    pressureDrop: 'Потеря давления',
    reynolds: 'Число Рейнольдса вне области метода',
    pressureClass: 'Класс давления рамы',
    material: 'Материал пластин',
  } satisfies Record<HeatWarning['code'], string>,
  sides: { hot: 'греющая сторона', cold: 'нагреваемая сторона' },
  /** The PDF's name: «Поверочный расчёт CLH 32S 100 пл.pdf». */
  fileName: (unit: string, plates: number) => `Поверочный расчёт ${unit} ${plates} пл.pdf`,
  /** The unit's name in it when it is the user's plate. */
  userPlateUnit: 'своя пластина',
} as const;

/** The rated unit's PDF name: its model (or «своя пластина») and plate count. */
export const heatRatingFileName = (r: HeatRatingRequest): string =>
  heatRatingDocumentLabels.fileName(
    r.plate ? heatRatingDocumentLabels.userPlateUnit : (r.model ?? ''),
    r.plates,
  );

/** A warning's title, on the page and the datasheet: «Скорость в патрубке — греющая сторона». */
export function heatRatingWarningTitle(w: Pick<HeatWarning, 'code' | 'side'>): string {
  const l = heatRatingDocumentLabels;
  return w.side ? `${l.warningTitles[w.code]} — ${l.sides[w.side]}` : l.warningTitles[w.code];
}

/** The rated unit as the datasheet prints it: a catalogue model or the user's plate geometry. */
export function heatRatingUnitRows(r: HeatRatingRequest): HeatRow[] {
  const plate = r.plate
    ? [
        row('Пластина', 'заданная пользователем'),
        row('Ширина канала W', heatFigure(r.plate.widthMm, 6, 1), 'мм'),
        row('Длина между портами L', heatFigure(r.plate.portToPortLengthMm, 6, 1), 'мм'),
        row('Зазор (глубина гофра) b', heatFigure(r.plate.gapMm, 4, 2), 'мм'),
        row('Угол гофрирования', heatFigure(r.plate.chevronAngleDeg, 4, 1), '°'),
        row('Коэффициент увеличения площади φ', heatFigure(r.plate.enlargementFactor, 4, 3)),
        row('Диаметр порта', heatFigure(r.plate.portDiameterMm, 6, 1), 'мм'),
        row('Толщина пластин', heatFigure(r.plate.thicknessMm), 'мм'),
      ]
    : [
        row('Модель', r.model ?? ''),
        row('Толщина пластин', heatFigure(r.thicknessMm ?? 0), 'мм'),
        row('Компоновка каналов', r.channelMix ? channelMixText[r.channelMix] : '—'),
      ];
  // The plate count and the passes are the hand check's geometry rows, printed beside these.
  return [...plate, row('Материал пластин', heatPlateMaterialText[r.plateMaterial])];
}

/** The rating's duty as the datasheet prints it: both sides' media, inlets and flows, the limits. */
export function heatRatingInputRows(r: HeatRatingRequest): HeatRow[] {
  const fluid = (f: HeatRatingRequest['hot']['fluid']) =>
    f.fraction === undefined
      ? heatMediumText(f.medium)
      : `${heatMediumText(f.medium)} ${heatFigure(f.fraction * 100)} % ${glycolBasisText[f.basis ?? 'mass']}`;
  const side = (name: string, s: HeatRatingRequest['hot']) => [
    row(`${name}: среда`, fluid(s.fluid)),
    row(`${name}: температура на входе`, heatFigure(s.tIn, 4, 1), '°C'),
    row(`${name}: массовый расход`, heatFigure(s.massFlowKgS, 4, 3), 'кг/с'),
    ...(s.foulingM2KW === undefined
      ? []
      : [row(`${name}: термическое сопротивление загрязнений`, heatFigure(s.foulingM2KW, 3, 6), 'м²·К/Вт')]),
  ];
  const drop = r.maxPressureDropKPa;
  return [
    ...side('Греющая сторона', r.hot),
    ...side('Нагреваемая сторона', r.cold),
    row(
      'Рабочее давление',
      r.pressureBar === undefined ? 'атмосферное' : heatFigure(r.pressureBar, 4, 2),
      r.pressureBar === undefined ? '' : 'бар',
    ),
    row(
      'Расчётная мощность (для запаса)',
      r.designDutyKW === undefined ? '—' : heatFigure(r.designDutyKW, 6, 1),
      r.designDutyKW === undefined ? '' : 'кВт',
    ),
    row(
      'Допустимая потеря давления: греющая / нагреваемая',
      `${drop?.hot === undefined ? '—' : heatFigure(drop.hot, 4, 1)} / ${drop?.cold === undefined ? '—' : heatFigure(drop.cold, 4, 1)}`,
      'кПа',
    ),
  ];
}
