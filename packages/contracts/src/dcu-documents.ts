// The DCU calculator's documents as the user sees them: the product name and the main
// characteristics (calculators §3 productName, productParams), the file names and the PDF's words.
import { dcuLabels, outletsWord, type DcuForm, type DcuLossBasis } from './dcu';
import { ruNumber } from './russian';

/** The options of a unit (the form without its design flow). */
export type DcuOptionsForm = Omit<DcuForm, 'DesignFlow'>;

const L = dcuLabels;
const yesNo = (b: boolean | null) => (b ? L.yes : L.no);
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** 'Коллекторный узел DCU отопления, поэтажный, DN25, 4 выхода DN15, во встраиваемом шкафу ShRV-1'. */
export function dcuProductName(o: DcuOptionsForm, holderArticle: string): string {
  const type = o.ColletorWorkType === 0 ? 'отопления' : 'водоснабжения';
  const n = o.OutputCount;
  const outlets = outletsWord(n);
  const holder = ['на монтажной раме', 'во встраиваемом шкафу', 'в накладном шкафу'][o.HolderType];
  return `Коллекторный узел DCU ${type}, ${L.choices.ColletorSizeType[o.ColletorSizeType].toLowerCase()}, DN${o.ConnectionDiametr}, ${n} ${outlets} DN${o.OutputDiametr}, ${holder} ${holderArticle}`;
}

/** What the figures of the main characteristics come from (the engine's configuration). */
export interface DcuParamFigures {
  holderName: string;
  dimensions: { widthMm: number; heightMm: number; depthMm: number };
  massKg: number;
  kvsUnit: number;
  designFlowM3h: number | null;
  pressureLossBar: number | null;
  /** Mean velocities at the design flow [m/s]. */
  velocities: { connectionMs: number; outletMs: number; limitMs: number } | null;
  /** The flow path's elements (engine roles) and at what opening each is counted. */
  path: readonly { role: string; basis: DcuLossBasis }[];
}

/** The flow path's elements in words, by engine role (@podbor/engineering/dcu DcuRole). */
const roleWords: Readonly<Record<string, string>> = {
  inletValve: 'краны на вводе',
  strainer: 'фильтр (чистый)',
  inletMeter: 'счётчик на вводе',
  inletInsert: 'вставка под счётчик',
  regulator: 'регулятор перепада давления',
  partnerValve: 'клапан-партнёр',
  reducer: 'редуктор давления',
  outletValve: 'краны выхода',
  outletMeter: 'счётчик выхода',
  outletInsert: 'вставка под счётчик выхода',
  outletBalancingValve: 'балансировочный клапан',
  outletReducer: 'редуктор выхода',
};

/**
 * Which elements the printed loss counts and at what opening: «краны на вводе, фильтр (чистый),
 * краны выхода — открыты; счётчик выхода — по S из СП 30.13330.2020, табл. 12.1; регулятор
 * перепада давления, балансировочный клапан — полностью открыты, их настройка добавит потери».
 */
export function dcuLossBasisText(path: readonly { role: string; basis: DcuLossBasis }[]): string {
  const by = (b: DcuLossBasis) => [
    ...new Set(path.filter((e) => e.basis === b).map((e) => roleWords[e.role] ?? e.role)),
  ];
  const open = by('open');
  const meters = by('meterSp30');
  const regulating = by('fullyOpen');
  const parts: string[] = [];
  if (open.length > 0) parts.push(`${open.join(', ')} — открыты`);
  if (meters.length > 0) parts.push(`${meters.join(', ')} — по S из СП 30.13330.2020, табл. 12.1`);
  // Every element word is masculine but «вставка», which never stands alone among the open ones.
  if (regulating.length === 1)
    parts.push(`${regulating[0]} — полностью открыт, его настройка добавит потери`);
  if (regulating.length > 1)
    parts.push(`${regulating.join(', ')} — полностью открыты, их настройка добавит потери`);
  return `${parts.join('; ')}. Коллекторы и трубы узла не учтены.`;
}

/** The main characteristics, name → value, in the form's order, then the unit's figures. */
export function dcuProductParams(o: DcuOptionsForm, f: DcuParamFigures): Record<string, string> {
  const p: Record<string, string> = {};
  const F = L.fields;
  p[F.ColletorWorkType] = L.choices.ColletorWorkType[o.ColletorWorkType];
  p[F.ColletorSizeType] = L.choices.ColletorSizeType[o.ColletorSizeType];
  p[F.Direction] = L.choices.Direction[o.Direction];
  p[F.ConnectionDiametr] = L.dn(o.ConnectionDiametr);
  p[F.ColletorType] = L.choices.ColletorType[o.ColletorType];
  p[F.OutputCount] = String(o.OutputCount);
  p[F.OutputDiametr] = L.dn(o.OutputDiametr);
  p[F.HolderType] = f.holderName;
  p[F.UseInputSchetchik] = L.choices.UseInputSchetchik[o.UseInputSchetchik];
  if (o.ColletorWorkType === 0) {
    if (o.SchetchikType !== null) p[F.SchetchikType] = L.choices.SchetchikType[o.SchetchikType];
    if (o.SchetchikPosition !== null)
      p[F.SchetchikPosition] = L.choices.SchetchikPosition[o.SchetchikPosition];
    p[F.RidanRegulatorDiametr] =
      o.RidanRegulatorDiametr === null ? L.noRegulator : L.dn(o.RidanRegulatorDiametr);
    p[F.UsePartner] =
      o.UsePartner && o.PartnerType && o.PartnerDiametr ? `${o.PartnerType} DN${o.PartnerDiametr}` : L.no;
    if (o.AirOtvodType !== null) p[F.AirOtvodType] = L.choices.AirOtvodType[o.AirOtvodType];
    p[F.UseSpusknik] = yesNo(o.UseSpusknik);
  } else {
    p[F.OtvodSchetchik] = yesNo(o.OtvodSchetchik);
    if (o.StainlessRegulatorPosition !== null)
      p[F.StainlessRegulatorPosition] = L.choices.StainlessRegulatorPosition[o.StainlessRegulatorPosition];
    p[F.UseManometr] = yesNo(o.UseManometr);
  }
  const d = f.dimensions;
  p[dcuDocumentLabels.params.dimensions] = `${d.widthMm} × ${d.heightMm} × ${d.depthMm} мм`;
  p[dcuDocumentLabels.params.mass] = `${ruNumber(round(f.massKg, 1))} кг`;
  p[dcuDocumentLabels.params.kvs] = `${ruNumber(round(f.kvsUnit, 2))} м³/ч`;
  if (f.designFlowM3h !== null && f.pressureLossBar !== null)
    p[dcuDocumentLabels.params.loss(ruNumber(f.designFlowM3h))] =
      `${ruNumber(round(f.pressureLossBar, 3))} бар (${ruNumber(round(f.pressureLossBar * 100, 1))} кПа)`;
  if (f.designFlowM3h !== null) p[dcuDocumentLabels.params.lossBasis] = dcuLossBasisText(f.path);
  if (f.velocities !== null)
    p[dcuDocumentLabels.params.velocity(o.ConnectionDiametr, o.OutputDiametr)] =
      `${ruNumber(round(f.velocities.connectionMs, 2))} / ${ruNumber(round(f.velocities.outletMs, 2))} м/с (не более ${ruNumber(f.velocities.limitMs)} м/с)`;
  return p;
}

export const dcuDocumentLabels = {
  documentName: 'Спецификация узла',
  files: {
    specification: (articul: string) => `Спецификация ${articul}.pdf`,
    scheme: 'Схема.png',
    /**
     * The 3D view as the result lists it, the spec's name (calculators §2, §3). The file store keeps
     * no folders in file names (decision 0028): it is stored, and downloaded, as '3d.png'.
     */
    image3d: 'Images/3d.png',
  },
  params: {
    dimensions: 'Габариты (Ш × В × Г)',
    mass: 'Масса узла',
    kvs: 'Kvs узла',
    loss: (q: string) => `Потери давления при ${q} м³/ч`,
    lossBasis: 'Что учтено в потерях',
    velocity: (connection: number, outlet: number) =>
      `Скорость воды в подключении DN${connection} / в выходе DN${outlet}`,
  },
  datasheet: {
    article: (a: string) => `Артикул: ${a}`,
    checkAgainst: 'каталогом производителя',
    params: 'Основные характеристики',
    bom: 'Спецификация оборудования',
    bomColumns: ['№', 'Артикул', 'Наименование', 'Кол.', 'Масса, кг'],
    bomTotal: (kg: string) => `Масса узла: ${kg} кг`,
    hydraulics: 'Гидравлика',
    hydraulicsColumns: ['Элемент', 'Артикул', 'Учтён', 'Kvs, м³/ч', 'Доля расхода', 'Δp, бар'],
    /** How an element is counted, for the hydraulics table's «Учтён» column. */
    basis: { open: 'открыт', fullyOpen: 'полностью открыт', meterSp30: 'S по СП 30, табл. 12.1' },
    hydraulicsNote:
      'Δp = (Q/Kvs)² для каждого элемента; выходы делят расход поровну; Kvs узла: 1/Kvs² = Σ (доля/Kvs)². Счётчики — по гидравлическому сопротивлению S из СП 30.13330.2020, табл. 12.1 (Kvs = 3,6·√(10⁵/(ρ·g·S))); регулирующая арматура — полностью открытой: это наименьшие потери, её настройка их увеличит.',
    noFlow: 'Расчётный расход не задан: приведены Kvs элементов и узла.',
    scheme: 'Схема узла',
    view3d: 'Общий вид',
  },
  fileTitle: (key: string) => {
    if (/\.pdf$/i.test(key))
      return { label: 'Спецификация узла', title: 'Спецификация', ascii: 'specification' };
    if (key === 'Images/3d.png' || key === '3d.png')
      return { label: 'Общий вид (3D)', title: '3D', ascii: '3d' };
    if (key === 'Схема.png') return { label: 'Схема узла', title: 'Схема', ascii: 'scheme' };
    return null;
  },
} as const;
