// The DCU unit drawn from its configuration: one 3D scene (cabinet or frame, collector beams, the
// inlet group, outlets with their valves and meters) seen two ways — an isometric view (3d.png) and
// a numbered front view (the scheme). SVG strings here; documents/svg-png.ts makes the PNGs.
import type { DcuConfiguration, DcuRole } from '@podbor/engineering/dcu';
import { DOCUMENT_FONT_FAMILY } from '../../documents/fonts';

type V3 = readonly [x: number, y: number, z: number];

/** A drawable: pipes and fittings carry their BOM role, so the scheme numbers them as the BOM does. */
type Shape =
  | { kind: 'pipe'; a: V3; b: V3; r: number; color: string }
  | { kind: 'ball'; at: V3; r: number; color: string; role: DcuRole; handle: string }
  | { kind: 'box'; at: V3; size: V3; color: string; role: DcuRole }
  | { kind: 'cone'; at: V3; r: number; color: string; role: DcuRole };

const COLOURS = {
  supply: '#c0392b',
  return: '#2e6fb7',
  water: '#1f8a9e',
  carbon: '#5d6d7e',
  stainless: '#b8c4c8',
  meter: '#f4f6f7',
  valve: '#d4ac0d',
  regulator: '#7d3c98',
  cabinet: '#7f8c8d',
  ink: '#1c2833',
} as const;

interface Scene {
  shapes: Shape[];
  /** The holder's outer box [mm] and whether it is a frame (bars) or a cabinet (panels). */
  box: V3;
  frame: boolean;
}

/** The unit as shapes in millimetres: x along the collector, y into the wall, z up. */
export function dcuScene(c: DcuConfiguration): Scene {
  const o = c.options;
  const heating = o.ColletorWorkType === 0;
  const { widthMm: W, heightMm: H, depthMm: D } = c.dimensions;
  const n = o.OutputCount;
  const has = (role: DcuRole) => c.bom.some((l) => l.role === role);
  const mirror = (p: V3): V3 => (o.Direction === 1 ? [W - p[0], p[1], p[2]] : p);
  const shapes: Shape[] = [];
  const pipe = (a: V3, b: V3, r: number, color: string) =>
    shapes.push({ kind: 'pipe', a: mirror(a), b: mirror(b), r, color });
  const ball = (at: V3, r: number, color: string, role: DcuRole) =>
    shapes.push({
      kind: 'ball',
      at: mirror(at),
      r,
      color,
      role,
      handle: role === 'outletBalancingValve' ? COLOURS.regulator : COLOURS.valve,
    });
  const box = (at: V3, size: V3, color: string, role: DcuRole) =>
    shapes.push({ kind: 'box', at: mirror(at), size, color, role });
  const cone = (at: V3, r: number, color: string, role: DcuRole) =>
    shapes.push({ kind: 'cone', at: mirror(at), r, color, role });

  const beamColour = o.ColletorType === 0 ? COLOURS.carbon : COLOURS.stainless;
  const rIn = Math.max(9, o.ConnectionDiametr * 0.45);
  const rOut = Math.max(6, o.OutputDiametr * 0.4);
  const margin = 40;
  const inletX = margin + rIn;
  const beams = heating
    ? [
        { z: H * 0.74, y: D * 0.3, colour: COLOURS.supply, role: 'supply' as const },
        { z: H * 0.56, y: D * 0.62, colour: COLOURS.return, role: 'return' as const },
      ]
    : [{ z: H * 0.68, y: D * 0.45, colour: COLOURS.water, role: 'water' as const }];
  const beamStart = inletX + rIn * 2 + 28;
  const beamEnd = W - margin;
  const pitch = (beamEnd - beamStart) / n;

  beams.forEach((beam, bi) => {
    const x0 = inletX + bi * rIn * 2.4;
    // Inlet riser from the bottom up to the beam, then along it.
    pipe([x0, beam.y, 0], [x0, beam.y, beam.z], rIn, beam.colour);
    pipe([x0, beam.y, beam.z], [beamStart, beam.y, beam.z], rIn, beam.colour);
    pipe([beamStart, beam.y, beam.z], [beamEnd, beam.y, beam.z], rIn * 1.25, beamColour);
    // Inlet fittings stacked up the riser: valve low, then the others (supply riser only).
    const step = Math.min(70, (beam.z - 60) / 5);
    ball([x0, beam.y, 40], rIn * 1.1, beam.colour, 'inletValve');
    if (bi === 0) {
      let z = 40 + step;
      if (has('strainer')) {
        cone([x0, beam.y, z], rIn * 1.2, COLOURS.cabinet, 'strainer');
        z += step;
      }
      if (has('inletMeter') || has('inletInsert')) {
        box(
          [x0, beam.y, z],
          [rIn * 2.6, rIn * 2.6, step * 0.7],
          has('inletMeter') ? COLOURS.meter : COLOURS.cabinet,
          has('inletMeter') ? 'inletMeter' : 'inletInsert',
        );
        z += step;
      }
      if (has('reducer')) {
        cone([x0, beam.y, z], rIn * 1.3, COLOURS.regulator, 'reducer');
        z += step;
      }
      if (has('partnerValve')) ball([x0, beam.y, z], rIn * 1.15, beam.colour, 'partnerValve');
    }
    if (bi === 1 && has('regulator'))
      cone([x0, beam.y, 40 + step * 1.5], rIn * 1.4, COLOURS.regulator, 'regulator');
    // End fittings of the beam.
    if (has('airVent')) pipe([beamEnd, beam.y, beam.z], [beamEnd, beam.y, beam.z + 40], 5, COLOURS.valve);
    if (has('drain')) pipe([beamEnd, beam.y, beam.z], [beamEnd, beam.y - 30, beam.z - 25], 4, COLOURS.ink);
    if (has('gauge')) box([beamEnd - 20, beam.y - 25, beam.z + 30], [30, 8, 30], COLOURS.meter, 'gauge');
    // Outlets down from the beam.
    for (let i = 0; i < n; i++) {
      const x = beamStart + pitch * (i + 0.5) + (bi === 1 ? pitch * 0.22 : 0);
      const bottom = 30;
      pipe([x, beam.y, beam.z], [x, beam.y, bottom], rOut, beam.colour);
      const zs = beam.z - 45;
      ball([x, beam.y, zs], rOut * 1.3, beam.colour, 'outletValve');
      const meterHere = heating ? (bi === 0) === (o.SchetchikPosition === 0) : true;
      if ((has('outletMeter') || has('outletInsert')) && meterHere)
        box(
          [x, beam.y, zs - 55],
          [rOut * 2.8, rOut * 2.8, 32],
          has('outletMeter') ? COLOURS.meter : COLOURS.cabinet,
          has('outletMeter') ? 'outletMeter' : 'outletInsert',
        );
      if (has('outletBalancingValve') && bi === 1)
        ball([x, beam.y, zs - 110], rOut * 1.3, beam.colour, 'outletBalancingValve');
      if (has('outletReducer')) cone([x, beam.y, zs - 110], rOut * 1.5, COLOURS.regulator, 'outletReducer');
    }
  });
  return { shapes, box: [W, D, H], frame: c.options.HolderType === 0 };
}

const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;
/** Isometric projection: x to the lower right, y to the upper right (into the wall), z up. */
const iso = ([x, y, z]: V3): [number, number] => [(x + y) * COS30, (x - y) * SIN30 - z];
/** Front view: x to the right, z up. */
const front = ([x, , z]: V3): [number, number] => [x, -z];

const f = (v: number) => v.toFixed(1);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** How far a point is from the viewer (larger: nearer), for the painter's order. */
type Nearness = (p: V3) => number;
const isoNearness: Nearness = ([x, y, z]) => x - y + z;
const frontNearness: Nearness = ([, y]) => -y;

function render(
  scene: Scene,
  project: (p: V3) => [number, number],
  nearness: Nearness,
  opts: { title: string; note: string; numbers?: Map<DcuRole, number> },
) {
  const [W, D, H] = scene.box;
  const corners: V3[] = [];
  for (const x of [0, W]) for (const y of [0, D]) for (const z of [0, H]) corners.push([x, y, z]);
  const pts = corners.map(project);
  const minX = Math.min(...pts.map((p) => p[0])) - 60;
  const maxX = Math.max(...pts.map((p) => p[0])) + 60;
  const minY = Math.min(...pts.map((p) => p[1])) - 50;
  const maxY = Math.max(...pts.map((p) => p[1])) + 90;
  const width = 900;
  const s = width / (maxX - minX);
  const height = Math.round((maxY - minY) * s);
  const P = (p: V3): [number, number] => {
    const [x, y] = project(p);
    return [(x - minX) * s, (y - minY) * s];
  };
  const out: string[] = [];
  const line = (a: V3, b: V3, stroke: string, w: number, dash = '') => {
    const [x1, y1] = P(a);
    const [x2, y2] = P(b);
    out.push(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
    );
  };
  const edges: [V3, V3][] = [];
  for (const a of corners)
    for (const b of corners) {
      const diff = [a[0] !== b[0], a[1] !== b[1], a[2] !== b[2]].filter(Boolean).length;
      if (diff === 1 && a[0] + a[1] + a[2] < b[0] + b[1] + b[2]) edges.push([a, b]);
    }
  // The back of the holder first (the wall side, y = D), then the unit, then its front edges.
  const back = edges.filter(([a, b]) => a[1] === D && b[1] === D);
  const rest = edges.filter((e) => !back.includes(e));
  if (!scene.frame) {
    const [a, b, c, d] = [P([0, D, 0]), P([W, D, 0]), P([W, D, H]), P([0, D, H])];
    out.push(
      `<polygon points="${[a, b, c, d].map((p) => p.map(f).join(',')).join(' ')}" fill="#eef1f2" stroke="none"/>`,
    );
  }
  for (const [a, b] of back) line(a, b, COLOURS.cabinet, scene.frame ? 5 : 2);
  // Pipes first, then the fittings on them (a fitting is wider than its pipe), each far to near.
  const near = (sh: Shape) =>
    sh.kind === 'pipe'
      ? nearness([(sh.a[0] + sh.b[0]) / 2, (sh.a[1] + sh.b[1]) / 2, (sh.a[2] + sh.b[2]) / 2])
      : 1e6 + nearness(sh.at);
  for (const sh of [...scene.shapes].sort((a, b) => near(a) - near(b))) {
    if (sh.kind === 'pipe') {
      line(sh.a, sh.b, '#1c2833', sh.r * 2 * s + 1.6);
      line(sh.a, sh.b, sh.color, sh.r * 2 * s);
    } else if (sh.kind === 'ball') {
      const [x, y] = P(sh.at);
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(sh.r * s)}" fill="${sh.color}" stroke="${COLOURS.ink}" stroke-width="1.2"/>`,
      );
      out.push(
        `<rect x="${f(x - sh.r * s * 0.3)}" y="${f(y - sh.r * s * 2.1)}" width="${f(sh.r * s * 0.6)}" height="${f(sh.r * s * 1.4)}" fill="${sh.handle}" stroke="${COLOURS.ink}" stroke-width="0.8"/>`,
      );
    } else if (sh.kind === 'box') {
      const [sx, sy, sz] = sh.size;
      const [cx, cy, cz] = sh.at;
      const v = (dx: number, dy: number, dz: number): [number, number] =>
        P([cx + (dx * sx) / 2, cy + (dy * sy) / 2, cz + (dz * sz) / 2]);
      const face = (ps: [number, number][], fill: string) =>
        out.push(
          `<polygon points="${ps.map((p) => p.map(f).join(',')).join(' ')}" fill="${fill}" stroke="${COLOURS.ink}" stroke-width="1"/>`,
        );
      face([v(-1, -1, 1), v(1, -1, 1), v(1, 1, 1), v(-1, 1, 1)], '#ffffff');
      face([v(-1, -1, -1), v(1, -1, -1), v(1, -1, 1), v(-1, -1, 1)], sh.color);
      face([v(1, -1, -1), v(1, 1, -1), v(1, 1, 1), v(1, -1, 1)], '#d5dbdb');
    } else {
      const [x, y] = P(sh.at);
      const r = sh.r * s;
      out.push(
        `<polygon points="${f(x - r)},${f(y + r * 0.8)} ${f(x + r)},${f(y + r * 0.8)} ${f(x)},${f(y - r)}" fill="${sh.color}" stroke="${COLOURS.ink}" stroke-width="1"/>`,
      );
    }
  }
  for (const [a, b] of rest)
    line(
      a,
      b,
      COLOURS.cabinet,
      scene.frame ? 5 : 2,
      scene.frame ? '' : a[1] === D || b[1] === D ? '6 4' : '',
    );
  if (opts.numbers) {
    // One callout per role, at its first shape: the BOM's position number.
    const done = new Set<DcuRole>();
    for (const sh of scene.shapes) {
      if (sh.kind === 'pipe' || done.has(sh.role)) continue;
      const no = opts.numbers.get(sh.role);
      if (no === undefined) continue;
      done.add(sh.role);
      const [x, y] = P(sh.at);
      const tx = x + 26;
      const ty = y - 22;
      out.push(
        `<line x1="${f(x)}" y1="${f(y)}" x2="${f(tx)}" y2="${f(ty)}" stroke="${COLOURS.ink}" stroke-width="0.8"/>`,
      );
      out.push(
        `<circle cx="${f(tx)}" cy="${f(ty)}" r="10" fill="#ffffff" stroke="${COLOURS.ink}" stroke-width="1"/>`,
      );
      out.push(
        `<text x="${f(tx)}" y="${f(ty + 4)}" font-size="11" text-anchor="middle" fill="${COLOURS.ink}">${no}</text>`,
      );
    }
  }
  out.push(
    `<text x="16" y="${height - 44}" font-size="18" font-weight="bold" fill="${COLOURS.ink}">${esc(opts.title)}</text>`,
  );
  out.push(`<text x="16" y="${height - 18}" font-size="13" fill="#566573">${esc(opts.note)}</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${DOCUMENT_FONT_FAMILY}"><rect width="100%" height="100%" fill="#ffffff"/>${out.join('')}</svg>`;
}

/** The isometric view of the unit (3d.png). */
export function dcuIsometricSvg(c: DcuConfiguration, title: string, note: string): string {
  return render(dcuScene(c), iso, isoNearness, { title, note });
}

/** The front view with the BOM's position numbers (Схема.png). */
export function dcuSchemeSvg(c: DcuConfiguration, title: string, note: string): string {
  const numbers = new Map<DcuRole, number>();
  c.bom.forEach((l, i) => {
    if (!numbers.has(l.role)) numbers.set(l.role, i + 1);
  });
  return render(dcuScene(c), front, frontNearness, { title, note, numbers });
}
