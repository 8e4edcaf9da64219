// The pump calculator's documents as the user sees them: the names of a pump request's files
// (calculators §3 "Pump record") and the datasheet's heading, section titles and row labels.

/** The model as documents and chart titles name it. */
const model = (name: string) => `Aquastrong ${name}`;

/** Values are composed by the server from figures it has already formatted ('5 м³/ч', '63 %'). */
export const pumpDocumentLabels = {
  /** The files of a pump request, named as the spec's pump record names them. */
  files: {
    hq: 'HQc.png',
    power: 'Powerc.png',
    image: 'Image.jpg',
    datasheet: (model: string) => `Технический лист насоса ${model}.pdf`,
  },
  model,
  /** A chart PNG's title: the model, then what the chart shows. */
  chartTitle: (name: string, chart: string) => `${model(name)}: ${chart}`,
  datasheet: {
    kind: 'Технический лист насоса',
    article: (article: string) => `Артикул: ${article}`,
    series: (name: string, description: string) => `Серия ${name}. ${description}`,
    /** What the illustrative-data warning asks to check the figures against. */
    checkAgainst: 'паспортом насоса',
    inputs: {
      title: 'Исходные данные',
      units: 'Единицы расхода',
      flow: 'Требуемая подача Q',
      head: 'Требуемый напор H',
      staticHead: 'Статический напор H0',
      count: 'Число рабочих насосов',
      countFixed: ' (серия без выбора числа насосов)',
      control: 'Исполнение (BoxType)',
      withDrive: '0 — с частотным регулированием',
      withoutDrive: '2 — без частотного регулирования',
      noDriveInSeries: (control: string) => `${control} (серия без ПЧ)`,
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
    },
    why: {
      title: 'Почему этот насос',
      rank: 'Место в подборе',
      rankValue: (rank: number, of: number) => `${rank} из ${of} подходящих моделей серии`,
      headDeviation: 'Отклонение напора от требуемого',
      flowDeviation: 'Отклонение подачи от требуемой',
      bepFlow: 'Подача насоса от подачи в оптимальной точке (BEP)',
      preferredRegion: (region: string) => `Предпочтительная зона ${region} BEP`,
      tolerance: (tolerance: string) => `Допуск ISO 9906, класс 2B (${tolerance})`,
      yes: 'да',
      no: 'нет',
      withinTolerance: 'выполняется',
      outsideTolerance: 'не выполняется: насос с запасом по напору',
    },
    units: { metre: 'м', kilowatt: 'кВт' },
    /** 'бар (м)': a pressure with its head in metres of water. */
    head: (bar: string, metres: string) => `${bar} бар (${metres} м)`,
    /** 'м вод. ст. (бар)': a head typed in metres, with its pressure in bar (hunits = m). */
    headInMetres: (metres: string, bar: string) => `${metres} м вод. ст. (${bar} бар)`,
  },
} as const;
