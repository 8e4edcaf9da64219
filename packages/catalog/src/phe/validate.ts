// The physical checks a plate catalogue must pass before the engine may use it: area ≈ W·L·φ, φ
// consistent with the corrugation depth and wavelength, plate area within the published range, the
// port matching the connection, the Clever line complete.
import { enlargementFactor } from '@podbor/engineering/phe';
import { pheCatalogSchema, type PheCatalogRecord, type PhePlateModelRecord } from './schema';

export interface PheCatalogIssue {
  readonly path: readonly (string | number)[];
  /** Russian, for the person who prepared the file. */
  readonly message: string;
}

/** The Clever models the form lists (calculators spec, PtoType): the catalogue must carry each. */
export const CLEVER_MODEL_NAMES = [
  'CLH 32S',
  'CLH 50S',
  'CLH 65S',
  'CLH 100S',
  'CLH 150S',
  'CLH 200S',
  'CLH 250S',
  'CLH 300S',
] as const;

/** Published gasketed plate sizes: 0.03–2.5 m² a plate (issue 14). */
export const PLATE_AREA_RANGE_M2 = [0.03, 2.5] as const;
/** |A − W·L·φ|/A and |φ − φ(b, Λ)|/φ allowed. */
export const AREA_TOLERANCE = 0.03;
export const ENLARGEMENT_TOLERANCE = 0.02;
/** Port diameter within this share of DN/1000. */
export const PORT_TOLERANCE = 0.15;
/** Martin's correlations hold for corrugation angles up to 80° (Martin 1996). */
export const MAX_CHEVRON_DEG = 80;

const fmt = (v: number, digits = 3) => String(Number(v.toPrecision(digits))).replace('.', ',');

export function validatePheModel(
  m: PhePlateModelRecord,
  at: readonly (string | number)[],
): PheCatalogIssue[] {
  const issues: PheCatalogIssue[] = [];
  const push = (field: string, message: string) => issues.push({ path: [...at, field], message });
  const wlp = m.widthM * m.portToPortLengthM * m.enlargementFactor;
  if (Math.abs(m.plateAreaM2 - wlp) > AREA_TOLERANCE * m.plateAreaM2)
    push('plateAreaM2', `площадь пластины ${fmt(m.plateAreaM2)} м² не согласуется с W·L·φ = ${fmt(wlp)} м²`);
  const [amin, amax] = PLATE_AREA_RANGE_M2;
  if (m.plateAreaM2 < amin || m.plateAreaM2 > amax)
    push('plateAreaM2', `площадь пластины ${fmt(m.plateAreaM2)} м² вне диапазона ${amin}–${amax} м²`);
  const phi = enlargementFactor(m.corrugationDepthM, m.wavelengthM);
  if (Math.abs(phi - m.enlargementFactor) > ENLARGEMENT_TOLERANCE * m.enlargementFactor)
    push(
      'enlargementFactor',
      `φ = ${fmt(m.enlargementFactor)} не согласуется с гофром b/Λ: φ(b, Λ) = ${fmt(phi)}`,
    );
  if (m.enlargementFactor < 1 || m.enlargementFactor > 1.5)
    push('enlargementFactor', `φ = ${fmt(m.enlargementFactor)} вне обычного диапазона 1–1,5`);
  if (!(m.chevronAngleLDeg < m.chevronAngleHDeg))
    push('chevronAngleLDeg', 'угол гофра пластины L должен быть меньше угла пластины H');
  if (m.chevronAngleHDeg > MAX_CHEVRON_DEG)
    push(
      'chevronAngleHDeg',
      `угол гофра ${m.chevronAngleHDeg}° выше границы метода Мартина ${MAX_CHEVRON_DEG}°`,
    );
  if (Math.abs(m.portDiameterM - m.connectionDn / 1000) > PORT_TOLERANCE * (m.connectionDn / 1000))
    push(
      'portDiameterM',
      `диаметр порта ${fmt(m.portDiameterM * 1000)} мм не согласуется с DN ${m.connectionDn}`,
    );
  if (m.maxPlates < 20) push('maxPlates', 'рама должна вмещать не меньше 20 пластин');
  const sorted = [...m.pressureClassesBar].sort((a, b) => a - b);
  if (sorted.some((v, i) => v !== m.pressureClassesBar[i] || v === sorted[i - 1]))
    push('pressureClassesBar', 'классы давления — по возрастанию, без повторов');
  const th = [...m.thicknessesMm].sort((a, b) => a - b);
  if (th.some((v, i) => v !== m.thicknessesMm[i] || v === th[i - 1]))
    push('thicknessesMm', 'толщины — по возрастанию, без повторов');
  return issues;
}

/** Every check over the catalogue: unique names, each model, the Clever line complete. */
export function validatePheCatalog(c: PheCatalogRecord): PheCatalogIssue[] {
  const issues: PheCatalogIssue[] = [];
  const seen = new Set<string>();
  c.models.forEach((m, i) => {
    if (seen.has(m.name))
      issues.push({ path: ['models', i, 'name'], message: `модель ${m.name} повторяется` });
    seen.add(m.name);
    issues.push(...validatePheModel(m, ['models', i]));
  });
  for (const name of CLEVER_MODEL_NAMES) {
    if (!c.models.some((m) => m.line === 'clever' && m.name === name))
      issues.push({ path: ['models'], message: `нет модели ${name} линии Clever` });
  }
  if (!c.models.some((m) => m.line === 'lt'))
    issues.push({ path: ['models'], message: 'нет ни одной модели линии LT' });
  return issues;
}

/** Parses and checks a catalogue object (e.g. a JSON file's content): the catalogue or the issues. */
export function parsePheCatalog(
  raw: unknown,
): { ok: true; catalog: PheCatalogRecord } | { ok: false; issues: PheCatalogIssue[] } {
  const r = pheCatalogSchema.safeParse(raw);
  if (!r.success)
    return {
      ok: false,
      issues: r.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: i.message,
      })),
    };
  const issues = validatePheCatalog(r.data);
  return issues.length ? { ok: false, issues } : { ok: true, catalog: r.data };
}
