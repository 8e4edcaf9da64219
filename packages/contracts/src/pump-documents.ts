// The pump calculator's documents as the user sees them: the names of a pump request's files
// (calculators §3 "Pump record") and the datasheet's heading, section titles and row labels.
import type { CalcFileTitle } from './file-title';

/** The model as documents and chart titles name it. */
const model = (name: string) => `Aquastrong ${name}`;

/** The datasheet's one name: on the button, in the PDF, in its file name and in the history. */
const DOCUMENT_NAME = 'Паспорт насоса';

/**
 * What each file of a pump request is, by its key: its label in lists (the cabinet's 'Открыть'), and
 * after the model the name it is saved under ('EVR 10-4 — H-Q.png'); `ascii` stands in where only
 * ASCII is understood. Any PDF or HTML is the datasheet (requests made before the rename keep their
 * key).
 */
const fileTitle = (key: string): CalcFileTitle | null => {
  if (/\.(pdf|html)$/i.test(key)) return { label: DOCUMENT_NAME, title: DOCUMENT_NAME, ascii: 'datasheet' };
  switch (key) {
    case 'HQc.png':
      return { label: 'График H–Q', title: 'H-Q', ascii: 'H-Q' };
    case 'Powerc.png':
      return { label: 'График мощности P2–Q', title: 'P2-Q', ascii: 'P2-Q' };
    case 'Image.jpg':
      return { label: 'Иллюстрация', title: 'Иллюстрация', ascii: 'image' };
    default:
      return null;
  }
};

/** Values are composed by the server from figures it has already formatted ('5 м³/ч', '63 %'). */
export const pumpDocumentLabels = {
  /** The datasheet's one name everywhere. */
  documentName: DOCUMENT_NAME,
  /**
   * The files of a pump request by the keys the API answers them under (the spec's pump record);
   * users see `fileTitle` and save them as 'EVR 10-4 — H-Q.png'.
   */
  files: {
    hq: 'HQc.png',
    power: 'Powerc.png',
    image: 'Image.jpg',
    datasheet: (model: string) => `${DOCUMENT_NAME} ${model}.pdf`,
  },
  fileTitle,
  model,
  /** A chart PNG's title: the model, then what the chart shows. */
  chartTitle: (name: string, chart: string) => `${model(name)}: ${chart}`,
  datasheet: {
    kind: DOCUMENT_NAME,
    article: (article: string) => `Артикул: ${article}`,
    series: (name: string, description: string) => `Серия ${name}. ${description}`,
    /** What the illustrative-data warning asks to check the figures against. */
    checkAgainst: 'паспортом производителя',
    inputs: {
      title: 'Исходные данные',
      flow: 'Требуемая подача Q',
      head: 'Требуемый напор H',
      staticHead: 'Статический напор H0',
      count: 'Число рабочих насосов',
      countFixed: ' (серия без выбора числа насосов)',
      control: 'Регулирование',
      withDrive: 'с частотным преобразователем',
      withoutDrive: 'без частотного преобразователя',
      noDriveInSeries: (control: string) => `${control} (серия без частотного преобразователя)`,
      temperature: 'Температура воды T',
      conversion: 'Пересчёт бар ↔ м',
      /** «1 бар = 10,49 м вод. ст. при 80 °C (ρ = 971,8 кг/м³, g = 9,80665 м/с²)». */
      conversionValue: (metres: string, t: string, rho: string) =>
        `1 бар = ${metres} м вод. ст. при ${t} °C (ρ = ${rho} кг/м³ по IAPWS-IF97, g = 9,80665 м/с²)`,
      npsha: 'NPSHa (располагаемый)',
      npshaTyped: (m: string) => `${m} м (задан)`,
      npshaFromInlet: (m: string, pin: string, pv: string) =>
        `${m} м — из давления на входе ${pin} бар (абс.), давление пара ${pv} кПа; скоростной напор не учтён`,
      npshaNone: 'не задан — кавитация не проверялась',
      energyProfile: 'Профиль нагрузки, ч/год (100 / 75 / 50 / 25 % подачи)',
      price: 'Цена электроэнергии',
      priceValue: (price: string, years: string) =>
        `${price} ₽/кВт·ч, срок ${years} лет, без дисконтирования`,
    },
    workingPoint: {
      title: 'Рабочая точка',
      flow: 'Подача Q',
      head: 'Напор',
      efficiency: 'КПД насоса',
      npshr: 'NPSHr одного насоса',
      powerAll: 'Мощность P2 всех насосов',
      powerOne: 'Мощность на валу P2',
      speed: 'Частота вращения',
      speedValue: (rpm: string, pct: string) => `${rpm} об/мин (${pct} номинальной)`,
      /** '1,32 кВт (двигатель загружен на 44 %)': shaft power with the motor's loading. */
      powerValue: (power: string, loading: string) => `${power} (двигатель загружен на ${loading})`,
    },
    why: {
      title: 'Почему этот насос',
      rank: 'Место в подборе',
      rankValue: (rank: number, of: number) => `${rank} из ${of} подходящих моделей серии`,
      headDeviation: 'Отклонение напора от требуемого',
      flowDeviation: 'Отклонение подачи от требуемой',
      bepFlow: 'Подача насоса от подачи в оптимальной точке',
      preferredRegion: (region: string) => `В предпочтительной зоне: ${region} оптимальной подачи`,
      tolerance: (tolerance: string) => `Допуск ISO 9906, класс 2B (${tolerance})`,
      yes: 'да',
      no: 'нет',
      withinTolerance: 'выполняется',
      shortOfDuty: 'выполняется: насос чуть ниже требуемой точки, в пределах допуска',
      outsideTolerance: 'не выполняется: насос с запасом по напору',
      inputPower: 'Мощность P1 (оценка для IE3)',
      npsh: 'Запас по NPSH',
      /** «1,8 м (45 %), требуется не менее 0,5 м». */
      npshValue: (margin: string, pct: string, required: string) =>
        `${margin} м (${pct}), требуется не менее ${required} м`,
      npshThin: (margin: string, pct: string, required: string) =>
        `малый запас по NPSH: ${margin} м (${pct}), требуется не менее ${required} м`,
      npshNone: 'NPSHa не задан',
      energy: 'Энергия за год',
      energyValue: (kwh: string, cost: string) => `${kwh} кВт·ч, ${cost} ₽ в год`,
      energyTotal: (years: string) => `Стоимость энергии за ${years} лет`,
      energyRefused: (share: string, reason: string) => `не рассчитана: при ${share} % подачи — ${reason}`,
      energyNone: 'не рассчитывалась (цена электроэнергии не задана)',
    },
    units: { metre: 'м', kilowatt: 'кВт' },
    /** '6 бар (61,2 м вод. ст.)': a pressure with its head in metres of water. */
    head: (bar: string, metres: string) => `${bar} бар (${metres} м вод. ст.)`,
    /**
     * Under the H–Q chart when the catalogue's curve starts above zero flow: the curve is drawn over
     * the catalogue's points only (decision 0021), and the page says where they start.
     */
    curveFrom: (q: string) =>
      `Характеристика насоса построена по данным каталога от Q = ${q}; напор при нулевой подаче ` +
      'каталог не приводит, и кривая к нему не продлена.',
    /** '60 м вод. ст. (5,87 бар)': a head typed in metres, with its pressure in bar (hunits = m). */
    headInMetres: (metres: string, bar: string) => `${metres} м вод. ст. (${bar} бар)`,
  },
} as const;
