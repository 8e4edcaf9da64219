// Public surface of @podbor/catalog/dcu: the components DCU collector units are built from.
// ILLUSTRATIVE data (articles, Kvs, masses, cabinet sizes) until the manufacturer's lists are imported.
import {
  SP30_WATER_METERS,
  kvsFromMeterResistance,
  type ConnectionDn,
  type DcuCatalogue,
  type DcuHolderPart,
  type DcuPart,
  type OutputDn,
  type PartnerDn,
} from '@podbor/engineering/dcu';

/** Shown wherever the catalogue's figures are: they are not the manufacturer's yet. */
export const DCU_CATALOGUE_NOTE =
  'Артикулы, Kvs, массы и размеры шкафов — иллюстративные данные до импорта каталога производителя.';

const byDn = <K extends number>(
  dns: readonly K[],
  make: (dn: K, i: number) => DcuPart,
): Readonly<Record<K, DcuPart>> =>
  Object.fromEntries(dns.map((d, i) => [d, make(d, i)])) as Record<K, DcuPart>;

const CONN: readonly ConnectionDn[] = [15, 20, 25, 32, 40, 50];
const OUT: readonly OutputDn[] = [15, 20, 25];
const PARTNER: readonly PartnerDn[] = [15, 20, 25, 32, 40];

// Full-bore ball valves, typical Kvs by DN [m³/h] (manufacturers' lists of full-bore brass valves).
const BALL_KVS = [17, 35, 60, 100, 160, 250];
const BALL_KG = [0.25, 0.35, 0.55, 0.9, 1.3, 2.1];
// Y-strainers [m³/h].
const STRAINER_KVS = [5.5, 9, 14, 24, 33, 51];
// Meters: Kvs equivalent to the resistance S of СП 30.13330.2020 table 12.1 (3.0–30.4 m³/h; the
// earlier 6–60 predicted a quarter of the norm's loss); qMax = Q3 of the meter size.
const meterKvs = (dn: ConnectionDn) => kvsFromMeterResistance(SP30_WATER_METERS[dn].s);
const METER_QMAX = [2.5, 4, 6.3, 10, 16, 25];
// Differential-pressure regulators (Ridan class, Kvs of the open valve) [m³/h].
const RIDAN_KVS = [1.6, 2.5, 4, 6.3, 10, 16];
// Balancing valves: DOMAIN.md "Collector units" (DN15 1.8, DN20 3.8, DN25 7.0, DN32 14, DN40 20).
const PARTNER_KVS = [1.8, 3.8, 7.0, 14, 20];
// Pressure-reducing valves [m³/h].
const REDUCER_KVS = [2.4, 4.3, 6.5, 10, 16, 25];

const holders = (
  prefix: string,
  name: string,
  heightMm: number,
  depthMm: number,
  kgPerMetre: number,
): DcuHolderPart[] =>
  [350, 450, 600, 750, 900].map((widthMm, size) => ({
    size,
    article: `${prefix}-${size}`,
    name: `${name} ${prefix}-${size}, ${widthMm}×${heightMm}×${depthMm} мм`,
    widthMm,
    heightMm,
    depthMm,
    massKg: Math.round(kgPerMetre * (widthMm / 1000) * 10) / 10 + 2,
  }));

export const dcuCatalogue: DcuCatalogue = {
  illustrative: true,
  note: DCU_CATALOGUE_NOTE,
  collectors: {
    carbon: {
      article: 'KLS-C{dn}-{n}',
      name: 'Коллектор DN{dn} на {n} вых., углеродистая сталь',
      massBaseKg: 1.6,
      massPerOutletKg: 0.45,
    },
    stainless: {
      article: 'KLS-S{dn}-{n}',
      name: 'Коллектор DN{dn} на {n} вых., нержавеющая сталь AISI 304',
      massBaseKg: 1.1,
      massPerOutletKg: 0.3,
    },
  },
  ballValves: byDn(CONN, (d, i) => ({
    article: `BV-${d}`,
    name: `Кран шаровой полнопроходной DN${d}`,
    massKg: BALL_KG[i]!,
    kvs: BALL_KVS[i]!,
  })),
  strainers: byDn(CONN, (d, i) => ({
    article: `FY-${d}`,
    name: `Фильтр сетчатый косой DN${d}`,
    massKg: BALL_KG[i]! * 1.2,
    kvs: STRAINER_KVS[i]!,
  })),
  meters: byDn(CONN, (d, i) => ({
    article: `MTR-${d}`,
    name: `Счётчик на вводе DN${d}`,
    massKg: BALL_KG[i]! * 2,
    kvs: meterKvs(d),
    qMaxM3h: METER_QMAX[i]!,
  })),
  meterInserts: byDn(CONN, (d, i) => ({
    article: `INS-${d}`,
    name: `Вставка вместо счётчика DN${d}`,
    massKg: BALL_KG[i]! * 0.8,
    kvs: BALL_KVS[i]!,
  })),
  ridanRegulators: byDn(CONN, (d, i) => ({
    article: `RDN-DP-${d}`,
    name: `Регулятор перепада давления Ридан DN${d} с импульсной трубкой`,
    massKg: BALL_KG[i]! * 3,
    kvs: RIDAN_KVS[i]!,
  })),
  partnerValves: {
    'MNT-R': byDn(PARTNER, (d, i) => ({
      article: `MNT-R-${d}`,
      name: `Клапан-партнёр ручной MNT-R DN${d}`,
      massKg: BALL_KG[i]! * 1.5,
      kvs: PARTNER_KVS[i]!,
    })),
    'MVT-R': byDn(PARTNER, (d, i) => ({
      article: `MVT-R-${d}`,
      name: `Клапан-партнёр запорно-измерительный MVT-R DN${d}`,
      massKg: BALL_KG[i]! * 1.6,
      kvs: PARTNER_KVS[i]!,
    })),
  },
  outletValves: byDn(OUT, (d, i) => ({
    article: `BV-${d}`,
    name: `Кран шаровой полнопроходной DN${d}`,
    massKg: BALL_KG[i]!,
    kvs: BALL_KVS[i]!,
  })),
  outletMeters: byDn(OUT, (d, i) => ({
    article: `MTR-${d}`,
    name: `Счётчик на выходе DN${d}`,
    massKg: BALL_KG[i]! * 2,
    kvs: meterKvs(d),
    qMaxM3h: METER_QMAX[i]!,
  })),
  outletMeterInserts: byDn(OUT, (d, i) => ({
    article: `INS-${d}`,
    name: `Вставка вместо счётчика DN${d}`,
    massKg: BALL_KG[i]! * 0.8,
    kvs: BALL_KVS[i]!,
  })),
  outletBalancingValves: byDn(OUT, (d, i) => ({
    article: `RDN-BV-${d}`,
    name: `Клапан балансировочный Ридан DN${d}`,
    massKg: BALL_KG[i]! * 1.5,
    kvs: PARTNER_KVS[i]!,
  })),
  pressureReducers: byDn(CONN, (d, i) => ({
    article: `PRV-S-${d}`,
    name: `Редуктор давления нержавеющий DN${d}`,
    massKg: BALL_KG[i]! * 2.2,
    kvs: REDUCER_KVS[i]!,
  })),
  airVents: {
    automatic: { article: 'AV-A-15', name: 'Воздухоотводчик автоматический G½', massKg: 0.12 },
    manual: { article: 'AV-M-15', name: 'Воздухоотводчик ручной (кран Маевского) G½', massKg: 0.05 },
  },
  drainValve: { article: 'DRV-15', name: 'Кран спускной G½', massKg: 0.08 },
  gauge: { article: 'MAN-63-16', name: 'Манометр 0–16 бар, Ø63 мм', massKg: 0.15 },
  holders: {
    0: holders('RM', 'Рама монтажная', 600, 150, 9),
    1: holders('ShRV', 'Шкаф встраиваемый', 650, 125, 14),
    2: holders('ShRN', 'Шкаф накладной', 670, 120, 16),
  },
};
