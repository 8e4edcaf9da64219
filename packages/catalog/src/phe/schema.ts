// The plate heat-exchanger catalogue format: plate models of the Clever and LT lines with their
// geometry and frame limits, as zod schemas (SI lengths, areas in m², DN and bar as printed).
// The committed file catalogue/phe/phe-catalog.json is ILLUSTRATIVE (its note says so): a consistent
// reading of published plate ranges — A = W·L·φ, φ = φ(b, Λ) of a sinusoidal corrugation (Martin
// 1996, eq. 3), Dh = 2b/φ, angles to the flow Clever H 60°/L 30°, LT 65°/25° — until the
// manufacturer's data is imported with `podbor-catalog import-phe`. Plate materials (decision 0044):
// stainless AISI 304/316 for water and glycols, titanium grade 1 for sea water, as gasketed-PHE
// makers offer them (Persson et al., NACE Corrosion 2007, paper 07249).
import { z } from 'zod';

export const PHE_CATALOG_FORMAT = 'podbor.phe-catalog';
export const PHE_CATALOG_FORMAT_VERSION = 1;

const positive = (what: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? `${what}: не заполнено` : `${what}: нужно число`) })
    .refine((v) => Number.isFinite(v) && v > 0, `${what}: нужно число больше 0`);
const integer = (what: string) =>
  positive(what).refine((v) => Number.isInteger(v), `${what}: нужно целое число`);

export const phePlateModelSchema = z.strictObject({
  line: z.enum(['clever', 'lt'], { error: 'Линия: clever или lt' }),
  name: z.string().trim().min(1, 'Название модели: не заполнено'),
  widthM: positive('Ширина канала W'),
  portToPortLengthM: positive('Длина между портами L'),
  corrugationDepthM: positive('Глубина гофра b'),
  wavelengthM: positive('Шаг гофра Λ'),
  chevronAngleHDeg: positive('Угол гофра пластины H').refine(
    (v) => v < 90,
    'Угол гофра пластины H: меньше 90°',
  ),
  chevronAngleLDeg: positive('Угол гофра пластины L').refine(
    (v) => v < 90,
    'Угол гофра пластины L: меньше 90°',
  ),
  enlargementFactor: positive('Коэффициент увеличения площади φ'),
  portDiameterM: positive('Диаметр порта'),
  plateAreaM2: positive('Площадь пластины'),
  thicknessesMm: z
    .array(
      z.union([z.literal(0.4), z.literal(0.5), z.literal(0.6)], {
        error: 'Толщина пластины: 0,4, 0,5 или 0,6 мм',
      }),
    )
    .min(1, 'Толщины пластины: хотя бы одна'),
  maxPlates: integer('Наибольшее число пластин'),
  pressureClassesBar: z
    .array(
      z.union([z.literal(10), z.literal(16), z.literal(25)], { error: 'Класс давления: 10, 16 или 25 бар' }),
    )
    .min(1, 'Классы давления: хотя бы один'),
  connectionDn: integer('Условный проход присоединений DN'),
  /**
   * The frame's overall height, width and length (the length that takes `maxPlates`) [mm] and its
   * mass without plates [kg] (decision 0026, «Cost»). The committed file's figures are SAMPLE DATA
   * derived from the plate geometry (plate W + 40 mm by L + port + 60 mm; frame +150 mm high,
   * +120 mm wide; frame and pressure plates 20 mm + DN/4 of steel, ×1.4 for bars and bolts; the
   * pack at b + 0.5 mm a plate + 250 mm), to be replaced by the maker's catalogue. Absent: not shown.
   */
  frame: z
    .strictObject({
      heightMm: positive('Высота рамы'),
      widthMm: positive('Ширина рамы'),
      lengthMm: positive('Длина рамы'),
      massKg: positive('Масса рамы без пластин'),
    })
    .optional(),
  /** Mass of one plate of AISI 316, 0.5 mm [kg] (sample data like `frame`); absent: no unit mass. */
  plateMassKg: positive('Масса пластины').optional(),
  /**
   * Plate materials the model is made in (decision 0044); absent: every material the engine knows.
   * The committed file: Clever AISI 304, AISI 316 and titanium; LT AISI 316 and titanium.
   */
  plateMaterials: z
    .array(
      z.enum(['AISI304', 'AISI316', 'titanium'], {
        error: 'Материал пластин: AISI304, AISI316 или titanium',
      }),
    )
    .min(1, 'Материалы пластин: хотя бы один')
    .optional(),
});
export type PhePlateModelRecord = z.infer<typeof phePlateModelSchema>;

export const pheCatalogSchema = z.strictObject({
  format: z.literal(PHE_CATALOG_FORMAT),
  formatVersion: z.literal(PHE_CATALOG_FORMAT_VERSION),
  catalogVersion: z.number().int().nonnegative(),
  illustrative: z.boolean(),
  note: z.string().nullable(),
  models: z.array(phePlateModelSchema).min(1, 'Каталог пуст'),
});
export type PheCatalogRecord = z.infer<typeof pheCatalogSchema>;
