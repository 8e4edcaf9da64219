// The DCU calculator's documents as the user sees them: the product name and the main
// characteristics (calculators §3 productName, productParams), the file names and the PDF's words.
import { dcuLabels, type DcuForm } from './dcu';
import { ruNumber } from './pumps';

/** The options of a unit (the form without its design flow). */
export type DcuOptionsForm = Omit<DcuForm, 'DesignFlow'>;

const L = dcuLabels;
const yesNo = (b: boolean | null) => (b ? L.yes : L.no);
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** 'Коллекторный узел DCU отопления, поэтажный, DN25, 4 выхода DN15, во встраиваемом шкафу ShRV-1'. */
export function dcuProductName(o: DcuOptionsForm, holderArticle: string): string {
  const type = o.ColletorWorkType === 0 ? 'отопления' : 'водоснабжения';
  const n = o.OutputCount;
  const outlets =
    n % 10 === 1 && n % 100 !== 11
      ? 'выход'
      : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
        ? 'выхода'
        : 'выходов';
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
  return p;
}

export const dcuDocumentLabels = {
  documentName: 'Спецификация узла',
  files: {
    specification: (articul: string) => `Спецификация ${articul}.pdf`,
    scheme: 'Схема.png',
    /** The spec's 'Images/3d.png'; file names carry no folders in podbor's file store (decision 0028). */
    image3d: '3d.png',
  },
  params: {
    dimensions: 'Габариты (Ш × В × Г)',
    mass: 'Масса узла',
    kvs: 'Kvs узла',
    loss: (q: string) => `Потери давления при ${q} м³/ч`,
  },
  datasheet: {
    article: (a: string) => `Артикул: ${a}`,
    checkAgainst: 'каталогом производителя',
    params: 'Основные характеристики',
    bom: 'Спецификация оборудования',
    bomColumns: ['№', 'Артикул', 'Наименование', 'Кол.', 'Масса, кг'],
    bomTotal: (kg: string) => `Масса узла: ${kg} кг`,
    hydraulics: 'Гидравлика',
    hydraulicsColumns: ['Элемент', 'Артикул', 'Kvs, м³/ч', 'Доля расхода', 'Δp, бар'],
    hydraulicsNote:
      'Δp = (Q/Kvs)² для каждого элемента; выходы делят расход поровну; Kvs узла: 1/Kvs² = Σ (доля/Kvs)². Регулятор учтён полностью открытым.',
    noFlow: 'Расчётный расход не задан: приведены Kvs элементов и узла.',
    scheme: 'Схема узла',
    view3d: 'Общий вид',
  },
  fileTitle: (key: string) => {
    if (/\.pdf$/i.test(key))
      return { label: 'Спецификация узла', title: 'Спецификация', ascii: 'specification' };
    if (key === '3d.png') return { label: 'Общий вид (3D)', title: '3D', ascii: '3d' };
    if (key === 'Схема.png') return { label: 'Схема узла', title: 'Схема', ascii: 'scheme' };
    return null;
  },
} as const;
