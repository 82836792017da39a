/**
 * Deterministic illustrations for the demo catalogue: an SVG string per picture, rasterised by sharp
 * (librsvg). No network, no randomness beyond a PRNG seeded from the inputs.
 */
import sharp from 'sharp';
import type { DemoCategory } from './demo-data';

// ---------------------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  if (Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hsl(hex: string): { h: number; s: number; l: number } {
  const [r, g, b] = toRgb(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h *= 60;
  return { h, s, l };
}

/** Gold or silver looking colours are drawn as zari (metallic thread). */
function isMetallic(hex: string): boolean {
  const { h, s, l } = hsl(hex);
  const gold = h >= 28 && h <= 58 && s >= 0.3 && l >= 0.35 && l <= 0.78;
  const silver = s <= 0.12 && l >= 0.6 && l <= 0.85;
  return gold || silver;
}

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function rasterise(svg: string): Promise<Buffer> {
  // Opaque pictures: RGB and a light zlib level keep encoding at a few tens of milliseconds.
  return sharp(Buffer.from(svg))
    .removeAlpha()
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------------
// Look: how a palette maps to body, border and zari

type MotifKind = 'temple' | 'mango' | 'checks' | 'stripes' | 'dots' | 'floral' | 'kalamkari';
const MOTIFS: MotifKind[] = ['temple', 'mango', 'checks', 'stripes', 'dots', 'floral', 'kalamkari'];

interface Look {
  body: string;
  border: string;
  zari: string;
  /** Colour of the motifs in the border and pallu. */
  ink: string;
  /** Small buttas / lines in the body. */
  butta: string;
  motif: MotifKind;
  silk: boolean;
}

function makeLook(palette: string[], motif: string): Look {
  const kind: MotifKind = (MOTIFS as string[]).includes(motif) ? (motif as MotifKind) : 'dots';
  const body = palette[0] ?? '#7d1428';
  const p1 = palette[1] ?? '#c99a2e';
  const p2 = palette[2];
  let border: string;
  let zari: string;
  if (isMetallic(p1)) {
    zari = p1;
    border = p2 && contrast(p2, body) > 1.25 ? p2 : darken(body, 0.35);
  } else {
    border = p1;
    zari = p2 && isMetallic(p2) ? p2 : contrast(body, p1) > contrast(p2 ?? body, p1) ? body : (p2 ?? body);
  }
  if (contrast(border, body) < 1.2) border = luminance(body) > 0.3 ? darken(body, 0.4) : lighten(body, 0.35);
  const ink =
    contrast(zari, border) > 1.6 ? zari : luminance(border) > 0.3 ? darken(border, 0.5) : lighten(zari, 0.5);
  const butta =
    contrast(zari, body) > 1.4
      ? zari
      : (p2 ?? (luminance(body) > 0.3 ? darken(body, 0.3) : lighten(body, 0.4)));
  const silk = kind === 'temple' || kind === 'mango' || kind === 'floral' || isMetallic(p1);
  return { body, border, zari, ink, butta, motif: kind, silk };
}

// ---------------------------------------------------------------------------------------------------------
// Motifs, drawn in a 100 × 100 box centred on 0,0

function motifShape(kind: MotifKind, fill: string, detail: string): string {
  switch (kind) {
    case 'temple':
      return (
        `<path d="M-42 42V30H-30V14H-18V-4H-8L0-40 8-4H18V14H30V30H42V42Z" fill="${fill}"/>` +
        `<path d="M-20 42V28H-10V16H10V28H20V42Z" fill="${detail}" opacity=".55"/>` +
        `<circle cy="-44" r="5" fill="${fill}"/>`
      );
    case 'mango':
      return (
        `<path d="M2 44C-30 46-44 18-32-8-22-30 4-30 12-44 16-52 26-50 22-38 36-18 40 18 20 36 14 42 8 44 2 44Z" fill="${fill}"/>` +
        `<path d="M2 30C-16 31-26 14-19-2-13-15 2-16 10-24 20-8 22 14 12 24 9 28 6 30 2 30Z" fill="none" stroke="${detail}" stroke-width="4" opacity=".6"/>` +
        `<circle cx="0" cy="10" r="6" fill="${detail}" opacity=".6"/>`
      );
    case 'checks':
      return (
        `<rect x="-26" y="-26" width="52" height="52" transform="rotate(45)" fill="${fill}"/>` +
        `<rect x="-11" y="-11" width="22" height="22" transform="rotate(45)" fill="${detail}" opacity=".6"/>`
      );
    case 'stripes':
      return (
        `<circle r="20" fill="none" stroke="${fill}" stroke-width="6"/>` + `<circle r="9" fill="${fill}"/>`
      );
    case 'dots':
      return (
        `<circle r="11" fill="${fill}"/>` +
        [0, 90, 180, 270]
          .map(
            (a) =>
              `<circle cx="${f(24 * Math.cos((a * Math.PI) / 180))}" cy="${f(24 * Math.sin((a * Math.PI) / 180))}" r="7" fill="${fill}"/>`,
          )
          .join('')
      );
    case 'floral':
      return (
        [0, 60, 120, 180, 240, 300]
          .map((a) => `<ellipse cy="-24" rx="12" ry="21" transform="rotate(${a})" fill="${fill}"/>`)
          .join('') + `<circle r="11" fill="${detail}" opacity=".75"/>`
      );
    case 'kalamkari':
      return (
        `<g stroke="#2a1d15" stroke-width="4" stroke-linejoin="round">` +
        `<path d="M0 40C-20 20-38 14-44-6-24-10-10 0 0 14 10 0 24-10 44-6 38 14 20 20 0 40Z" fill="${fill}"/>` +
        `<path d="M0 14C-14-4-14-26 0-44 14-26 14-4 0 14Z" fill="${detail}"/>` +
        `</g>`
      );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Pattern definitions shared by the saree compositions

/** Border tile: period M, teeth height T (temple only), band height B. Teeth point up (into the body). */
function borderGeometry(look: Look) {
  const B = 190;
  const T = look.motif === 'temple' ? 44 : 0;
  const M = look.motif === 'temple' ? 88 : 150;
  return { B, T, M };
}

function sareeDefs(look: Look, seed: number): string {
  const { B, T, M } = borderGeometry(look);
  const rnd = prng(seed);
  const z = look.zari;
  const zLight = lighten(z, 0.35);
  const zDark = darken(z, 0.3);

  // Body: buttas / checks / stripes on the body colour, with the weave drawn into the same tile (one
  // pattern, tile sizes a multiple of the weave pitch) — small tiles are slow under rotation or skew.
  const light = luminance(look.body) > 0.45;
  const weave = (s: number) => {
    if (look.silk) {
      let d = '';
      for (let k = 0; k <= (2 * s) / 8; k++) d += `M${8 * k - s} ${s}L${8 * k} 0`;
      return `<path d="${d}" stroke="#000" stroke-opacity="${light ? '.045' : '.09'}" stroke-width="1.5"/>`;
    }
    let d = '';
    let e = '';
    for (let k = 0; k < s / 6; k++) {
      d += `M0 ${6 * k + 1}H${s}`;
      e += `M${6 * k + 4} 0V${s}`;
    }
    return (
      `<path d="${d}" stroke="#000" stroke-opacity="${light ? '.05' : '.08'}" stroke-width="1.4"/>` +
      `<path d="${e}" stroke="#fff" stroke-opacity=".07" stroke-width="1.2"/>`
    );
  };
  let body: string;
  if (look.motif === 'checks') {
    const s = look.silk ? 64 : 72;
    body =
      `<pattern id="body" patternUnits="userSpaceOnUse" width="${s}" height="${s}">` +
      `<rect width="${s}" height="${s}" fill="${look.body}"/>` +
      `<path d="M0 1.5H${s}M1.5 0V${s}" stroke="${look.butta}" stroke-width="3" opacity=".85"/>` +
      `<path d="M0 ${s / 2}H${s}M${s / 2} 0V${s}" stroke="${look.border}" stroke-width="1.5" opacity=".5"/>` +
      weave(s) +
      `</pattern>`;
  } else if (look.motif === 'stripes') {
    const s = look.silk ? 64 : 60;
    body =
      `<pattern id="body" patternUnits="userSpaceOnUse" width="${s}" height="${s}">` +
      `<rect width="${s}" height="${s}" fill="${look.body}"/>` +
      `<path d="M2 0V${s}" stroke="${look.butta}" stroke-width="2.5" opacity=".55"/>` +
      `<path d="M${s / 2} 0V${s}" stroke="${look.border}" stroke-width="1" opacity=".25"/>` +
      weave(s) +
      `</pattern>`;
  } else {
    const s = look.motif === 'kalamkari' ? 192 : look.silk ? 152 : 156;
    const sc = look.motif === 'kalamkari' ? 0.62 : 0.3;
    const detail = look.motif === 'kalamkari' ? look.border : look.body;
    const fill = look.motif === 'kalamkari' ? look.zari : look.butta;
    const one = (x: number, y: number) =>
      `<g transform="translate(${x} ${y}) scale(${sc})">${motifShape(look.motif, fill, detail)}</g>`;
    body =
      `<pattern id="body" patternUnits="userSpaceOnUse" width="${s}" height="${s}">` +
      `<rect width="${s}" height="${s}" fill="${look.body}"/>` +
      weave(s) +
      one(s / 4, s / 4) +
      one((3 * s) / 4, (3 * s) / 4) +
      `</pattern>`;
  }

  // Border band.
  let inner: string;
  if (look.motif === 'stripes') {
    inner = [0.2, 0.3, 0.38, 0.5, 0.6]
      .map((p, i) => `<rect y="${f(T + p * B)}" width="${M}" height="${i % 2 ? 4 : 9}" fill="${look.ink}"/>`)
      .join('');
  } else if (look.motif === 'checks') {
    const c = 22;
    let sq = '';
    for (let x = 0; x < M; x += c) {
      for (let r = 0; r < 3; r++) {
        if (((x / c) | 0) % 2 === r % 2)
          sq += `<rect x="${x}" y="${f(T + 0.2 * B + r * c)}" width="${c}" height="${c}" fill="${look.ink}" opacity=".85"/>`;
      }
    }
    inner = sq;
  } else {
    const sc = look.motif === 'temple' ? 0.62 : 0.8;
    inner = `<g transform="translate(${M / 2} ${T + 0.45 * B}) scale(${sc})">${motifShape(look.motif, look.ink, look.border)}</g>`;
    if (look.motif !== 'temple')
      inner += `<circle cx="0" cy="${T + 0.45 * B}" r="7" fill="${look.ink}"/><circle cx="${M}" cy="${T + 0.45 * B}" r="7" fill="${look.ink}"/>`;
  }
  const teeth =
    T > 0
      ? `<path d="M0 ${T}L${M / 2} 0L${M} ${T}Z" fill="${look.border}"/>` +
        `<path d="M12 ${T}L${M / 2} 11L${M - 12} ${T}" fill="none" stroke="${z}" stroke-width="4"/>` +
        `<path d="M${M / 2 - 14} ${T}L${M / 2} ${T - 18}L${M / 2 + 14} ${T}Z" fill="${z}"/>`
      : '';
  const border =
    `<pattern id="border" patternUnits="userSpaceOnUse" width="${M}" height="${T + B}">` +
    teeth +
    `<rect y="${T}" width="${M}" height="${B}" fill="${look.border}"/>` +
    `<rect y="${T + 8}" width="${M}" height="6" fill="${z}"/>` +
    `<rect y="${T + 20}" width="${M}" height="2" fill="${z}" opacity=".8"/>` +
    inner +
    `<rect y="${f(T + 0.78 * B)}" width="${M}" height="2" fill="${z}" opacity=".8"/>` +
    `<rect y="${f(T + 0.82 * B)}" width="${M}" height="${f(0.12 * B)}" fill="${z}"/>` +
    `<rect y="${f(T + 0.86 * B)}" width="${M}" height="3" fill="${zDark}" opacity=".35"/>` +
    `<rect y="${T + B - 6}" width="${M}" height="6" fill="${look.border}"/>` +
    `</pattern>`;

  // Pallu: a row of large motifs, and a textured zari field.
  const R = 170;
  const rowInk = look.motif === 'kalamkari' ? look.zari : look.ink;
  const row =
    `<pattern id="pallurow" patternUnits="userSpaceOnUse" width="${R}" height="${R}">` +
    `<rect width="${R}" height="${R}" fill="${look.border}"/>` +
    `<g transform="translate(${R / 2} ${R / 2}) scale(1.15)">${motifShape(look.motif === 'stripes' || look.motif === 'checks' ? 'dots' : look.motif, rowInk, look.border)}</g>` +
    `</pattern>`;
  const zariTex =
    `<pattern id="zaritex" patternUnits="userSpaceOnUse" width="32" height="32">` +
    `<rect width="32" height="32" fill="${z}"/>` +
    `<path d="M0 3H32M0 11H32M0 19H32M0 27H32" stroke="${zLight}" stroke-width="1.5" opacity=".45"/>` +
    `<path d="M0 7H32M0 23H32" stroke="${zDark}" stroke-width="1.5" opacity=".25"/>` +
    `<path d="M16 9L21 16 16 23 11 16Z" fill="${look.border}" opacity=".28"/>` +
    `<circle cx="0" cy="0" r="2.5" fill="${look.border}" opacity=".28"/><circle cx="32" cy="0" r="2.5" fill="${look.border}" opacity=".28"/>` +
    `<circle cx="0" cy="32" r="2.5" fill="${look.border}" opacity=".28"/><circle cx="32" cy="32" r="2.5" fill="${look.border}" opacity=".28"/>` +
    `</pattern>`;

  // Shading.
  const sheenAngle = 20 + rnd() * 30;
  const shades =
    `<linearGradient id="pleatA" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".30"/><stop offset=".3" stop-color="#000" stop-opacity=".05"/>` +
    `<stop offset=".62" stop-color="#fff" stop-opacity=".13"/><stop offset="1" stop-color="#000" stop-opacity=".10"/>` +
    `</linearGradient>` +
    `<linearGradient id="pleatB" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".08"/><stop offset=".45" stop-color="#000" stop-opacity=".20"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".34"/>` +
    `</linearGradient>` +
    `<linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1200" y2="1600" gradientTransform="rotate(${f(sheenAngle - 35)} 600 800)">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".38" stop-color="#fff" stop-opacity="${look.silk ? '.16' : '.07'}"/>` +
    `<stop offset=".55" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".8" stop-color="#000" stop-opacity=".14"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".05"/>` +
    `</linearGradient>` +
    `<linearGradient id="dropR" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="dropD" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="backdrop" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${mix('#f1ebe1', look.body, 0.06)}"/><stop offset="1" stop-color="${mix('#dcd0bd', look.body, 0.08)}"/></linearGradient>` +
    // Full-frame overlays are axis-aligned linear gradients: radial or slanted ones cost librsvg far more.
    `<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
    `<linearGradient id="vigV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="vigH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".14"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient>`;

  return body + border + row + zariTex + shades;
}

// ---------------------------------------------------------------------------------------------------------
// Saree building blocks (local coordinates; patterns are in user space so pieces line up)

function bodyRect(x: number, y: number, w: number, h: number): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#body)"/>`;
}

/** Horizontal border whose body-side edge (without teeth) is at y; teeth rise above it. */
function borderRect(look: Look, x: number, y: number, w: number): string {
  const { B, T } = borderGeometry(look);
  return `<g transform="translate(0 ${f(y - T)})"><rect x="${f(x)}" width="${f(w)}" height="${T + B}" fill="url(#border)"/></g>`;
}

/** Vertical border along the right edge of a panel; teeth point left into the body. */
function borderRight(look: Look, xOuter: number, y0: number, y1: number): string {
  const { B, T } = borderGeometry(look);
  return `<g transform="translate(${f(xOuter - B - T)} ${f(y1)}) rotate(-90)"><rect width="${f(y1 - y0)}" height="${T + B}" fill="url(#border)"/></g>`;
}

/** Pallu stripes from y0 downwards over height h (bands run across the saree). */
function palluBands(look: Look, x: number, y0: number, w: number, h: number): string {
  const rich = look.silk;
  const seq: Array<[number, 'zline' | 'field' | 'row' | 'zari' | 'ink'] | [number, 'body']> = rich
    ? [
        [0.02, 'zline'],
        [0.05, 'field'],
        [0.015, 'zline'],
        [0.2, 'row'],
        [0.015, 'zline'],
        [0.26, 'zari'],
        [0.015, 'zline'],
        [0.2, 'row'],
        [0.015, 'zline'],
        [0.08, 'field'],
        [0.12, 'zari'],
      ]
    : [
        [0.04, 'field'],
        [0.03, 'body'],
        [0.02, 'ink'],
        [0.03, 'body'],
        [0.16, 'field'],
        [0.025, 'ink'],
        [0.05, 'body'],
        [0.025, 'ink'],
        [0.22, 'row'],
        [0.025, 'ink'],
        [0.05, 'body'],
        [0.025, 'ink'],
        [0.3, 'field'],
      ];
  const total = seq.reduce((s, [p]) => s + p, 0);
  let y = y0;
  let out = '';
  for (const [p, kind] of seq) {
    const bh = (p / total) * h;
    const r = (fill: string) =>
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(bh + 0.5)}" fill="${fill}"/>`;
    if (kind === 'zline') out += r(look.zari);
    else if (kind === 'ink') out += r(look.ink);
    else if (kind === 'field') out += r(look.border);
    else if (kind === 'zari') out += r('url(#zaritex)');
    else if (kind === 'body') out += bodyRect(x, y, w, bh + 0.5);
    else {
      const oy = Math.round(y + (bh - 170) / 2);
      out += `<g transform="translate(0 ${oy})"><rect x="${f(x)}" y="${f(y - oy)}" width="${f(w)}" height="${f(bh + 0.5)}" fill="url(#pallurow)"/></g>`;
    }
    y += bh;
  }
  return out;
}

/** Twisted tassels (kuchu) hanging from the pallu end. */
function tassels(look: Look, x0: number, x1: number, y: number, len: number, rnd: () => number): string {
  let out = '';
  const step = 22;
  for (let x = x0 + 10; x < x1 - 6; x += step) {
    const l = len * (0.85 + rnd() * 0.3);
    const dx = (rnd() - 0.5) * 8;
    out +=
      `<path d="M${f(x)} ${f(y)}q${f(dx)} ${f(l / 2)} ${f(dx / 2)} ${f(l)}" stroke="${look.border}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<circle cx="${f(x + dx / 2)}" cy="${f(y + l * 0.35)}" r="5.5" fill="${look.zari}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Saree compositions

const W = 1200;
const H = 1600;

// Pattern fills are only fast in librsvg when their user space is pixel-aligned: the compositions below
// use integer translations, scales about integer points and quarter turns, never free rotation or skew.

/** Variant 0: the saree hung in pleats with its border at the hem, the pallu falling in front. */
function sareeDrape(look: Look, rnd: () => number): string {
  const { B } = borderGeometry(look);
  const hem = 1440;
  const top = -80;
  let out = `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>`;
  for (let k = 0; k < 4; k++)
    out += `<ellipse cx="640" cy="${hem + 78}" rx="${600 - k * 40}" ry="${48 - k * 9}" fill="#000" opacity=".05"/>`;
  // Pleated skirt: strips of the same flat fabric, each dropped a little, shaded as folds.
  let x = 120;
  let i = 0;
  while (x < 1140) {
    const w = Math.round(Math.min(1140 - x, 70 + rnd() * 50));
    const dy = Math.round(i % 2 === 0 ? 5 + rnd() * 8 : rnd() * 4);
    out +=
      `<g transform="translate(0 ${dy})">` +
      bodyRect(x, top, w, hem - B - top + 2) +
      borderRect(look, x, hem - B, w) +
      `<rect x="${x}" y="${top}" width="${w}" height="${hem - top}" fill="url(#${i % 2 === 0 ? 'pleatA' : 'pleatB'})"/>` +
      `</g>`;
    x += w;
    i++;
  }
  // Pallu falling in front, on the left.
  const px0 = 70;
  const px1 = 650;
  const pend = 1110;
  const palluTop = 600;
  out += `<rect x="${px1}" y="${top}" width="80" height="${pend - top}" fill="url(#dropR)"/>`;
  out += bodyRect(px0, top, px1 - px0, palluTop - top);
  out += palluBands(look, px0, palluTop, px1 - px0, pend - palluTop);
  out += borderRight(look, px1, top, pend);
  out += `<rect x="${px0}" y="${top}" width="${px1 - px0}" height="${pend - top}" fill="url(#palluFold)"/>`;
  out += `<rect x="${px0}" y="${pend - 30}" width="${px1 - px0}" height="30" fill="url(#foldEdge)"/>`;
  out += tassels(look, px0, px1, pend, 70, rnd);
  out += `<rect width="${W}" height="${H}" fill="url(#light)"/>`;
  return out;
}

/** Variant 1: folded saree, layers stacked so the borders show one under another (border close-up). */
function sareeFolds(look: Look, rnd: () => number, layers = 3): string {
  const { B } = borderGeometry(look);
  // Offsets are even so that, zoomed by 1.5, every pattern origin stays on a whole pixel.
  const step = 300 + 2 * Math.round(rnd() * 20);
  const y0 = 560 - 2 * Math.round(rnd() * 40);
  let out = `<rect width="${W}" height="${H}" fill="${darken(look.body, 0.6)}"/>`;
  // Zoomed about an integer point so the patterns stay pixel-aligned.
  out += `<g transform="translate(600 400) scale(1.5) translate(-600 -400)">`;
  for (let k = layers - 1; k >= 0; k--) {
    const y = y0 + k * step;
    const topY = k === 0 ? -600 : y - step + B - 20;
    const inset = k * 16;
    out += bodyRect(-600 + inset, topY, 2400, y - topY);
    out += borderRect(look, -600 + inset, y, 2400);
    if (k > 0) {
      out += `<rect x="-600" y="${topY}" width="2400" height="90" fill="url(#dropD)"/>`;
      out += `<rect x="-600" y="${topY}" width="2400" height="${y + B - topY}" fill="#000" opacity="${f(0.07 * k)}"/>`;
    }
    // Rounded fold: light on the upper part of the turn, dark where it tucks under.
    out += `<rect x="-600" y="${y + B - 40}" width="2400" height="40" fill="url(#foldEdge)"/>`;
  }
  out += `</g>`;
  out += `<rect width="${W}" height="${H}" fill="url(#sheen)"/>`;
  out += `<rect width="${W}" height="${H}" fill="url(#vigV)"/><rect width="${W}" height="${H}" fill="url(#vigH)"/>`;
  return out;
}

/** Variant 2: the pallu laid out, with the running border along its edge and tassels at the end. */
function sareePallu(look: Look, rnd: () => number): string {
  const x0 = -40;
  const x1 = 1080 + Math.round(rnd() * 40);
  const end = 1390;
  const start = 300 + Math.round(rnd() * 80);
  let out = `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>`;
  out += `<rect x="${x0 + 34}" y="-40" width="${x1 - x0}" height="${end + 70}" fill="#000" opacity=".10"/>`;
  out += `<rect x="${x0 + 16}" y="-40" width="${x1 - x0}" height="${end + 56}" fill="#000" opacity=".10"/>`;
  out += bodyRect(x0, -40, x1 - x0, start + 40);
  out += palluBands(look, x0, start, x1 - x0, end - start);
  out += borderRight(look, x1, -40, end);
  out += tassels(look, x0, x1, end, 90, rnd);
  out += `<rect x="${x0}" y="-40" width="${x1 - x0}" height="${end + 40}" fill="url(#palluFold)"/>`;
  out += `<rect width="${W}" height="${H}" fill="url(#sheen)"/>`;
  out += `<rect width="${W}" height="${H}" fill="url(#vigV)"/><rect width="${W}" height="${H}" fill="url(#vigH)"/>`;
  return out;
}

function sareeExtraDefs(): string {
  return (
    `<linearGradient id="palluFold" x1="0" x2="1">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".25" stop-color="#fff" stop-opacity=".08"/>` +
    `<stop offset=".5" stop-color="#000" stop-opacity=".12"/><stop offset=".75" stop-color="#fff" stop-opacity=".06"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="foldEdge" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".6" stop-color="#fff" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>`
  );
}

function sareeSvg(
  look: Look,
  variant: number,
  seed: number,
  w = W,
  h = H,
  viewBox = `0 0 ${W} ${H}`,
): string {
  const rnd = prng(seed ^ 0x9e3779b9);
  const v = ((variant % 3) + 3) % 3;
  let content = v === 0 ? sareeDrape(look, rnd) : v === 1 ? sareeFolds(look, rnd) : sareePallu(look, rnd);
  // Half of the drapes and pallus are mirrored so that the catalogue does not repeat one layout.
  if (v !== 1 && seed % 2 === 1) content = `<g transform="matrix(-1 0 0 1 ${W} 0)">${content}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">` +
    `<defs>${sareeDefs(look, seed)}${sareeExtraDefs()}</defs>${content}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Terracotta jewellery on linen

function linenDefs(rnd: () => number): string {
  return (
    `<pattern id="linen" patternUnits="userSpaceOnUse" width="56" height="56">` +
    `<rect width="56" height="56" fill="#e8dfcd"/>` +
    `<path d="${Array.from({ length: 8 }, (_, k) => `M0 ${7 * k + 1.5}H56`).join('')}" stroke="#cbbda3" stroke-width="1.3" opacity=".55"/>` +
    `<path d="${Array.from({ length: 8 }, (_, k) => `M${7 * k + 4.5} 0V56`).join('')}" stroke="#f6f0e4" stroke-width="1.2" opacity=".7"/>` +
    `</pattern>` +
    `<radialGradient id="bead" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></radialGradient>` +
    `<linearGradient id="vigV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".75" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="vigH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".14"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient>` +
    `<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>` +
    slubs(rnd)
  );
}

function slubs(rnd: () => number): string {
  let d = '';
  let e = '';
  for (let i = 0; i < 90; i++) {
    const x = rnd() * 1200;
    const y = rnd() * 1600;
    const l = 20 + rnd() * 70;
    if (i % 2) d += `M${f(x)} ${f(y)}h${f(l)}`;
    else e += `M${f(x)} ${f(y)}h${f(l)}`;
  }
  return `<g id="slubs"><path d="${d}" stroke="#b9a889" stroke-width="2" opacity=".45"/><path d="${e}" stroke="#fbf7ef" stroke-width="2" opacity=".6"/></g>`;
}

interface Clay {
  clay: string;
  paint: string;
  gold: string;
}

function clayOf(palette: string[]): Clay {
  const clay = palette[0] ?? '#a84e2c';
  const paint = palette[1] ?? '#1e3d47';
  const third = palette[2] ?? '#e0bf72';
  const gold = isMetallic(third) ? third : '#d9b565';
  return { clay, paint: isMetallic(paint) ? third : paint, gold };
}

function bead(c: Clay, x: number, y: number, r: number, painted: boolean, angle = 0): string {
  let s = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.clay}"/>`;
  if (painted) {
    s +=
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
      `<rect x="${f(-r)}" y="${f(-r * 0.32)}" width="${f(2 * r)}" height="${f(r * 0.64)}" fill="${c.paint}"/>` +
      `<circle cx="${f(-r * 0.45)}" r="${f(r * 0.13)}" fill="${c.gold}"/><circle r="${f(r * 0.13)}" fill="${c.gold}"/><circle cx="${f(r * 0.45)}" r="${f(r * 0.13)}" fill="${c.gold}"/>` +
      `</g>`;
  }
  return s + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#bead)"/>`;
}

function necklace(
  c: Clay,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): { front: string; shadow: string } {
  let front = '';
  let shadow = '';
  const pts: Array<[number, number, number]> = [];
  for (let i = 0; i <= count; i++) {
    const a = Math.PI * (0.05 + (0.9 * i) / count);
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a), (a * 180) / Math.PI - 90]);
  }
  const cord =
    `M${f(cx + rx * Math.cos(0.02))} ${f(cy - 260)}` +
    pts.map(([x, y]) => `L${f(x)} ${f(y)}`).join('') +
    `L${f(cx - rx * Math.cos(0.02))} ${f(cy - 260)}`;
  front += `<path d="${cord}" fill="none" stroke="#5a3423" stroke-width="4"/>`;
  pts.forEach(([x, y, a], i) => {
    const big = i % 2 === 0;
    const r = big ? 30 : 13;
    shadow += `<circle cx="${f(x + 8)}" cy="${f(y + 12)}" r="${r}"/>`;
    front += big
      ? bead(c, x, y, r, true, a)
      : `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${c.gold}"/><circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="url(#bead)"/>`;
  });
  // Temple pendant at the centre.
  const py = cy + ry + 40;
  const pend = `<path d="M${cx} ${py - 70}C${cx + 70} ${py - 50} ${cx + 90} ${py + 40} ${cx} ${py + 110}C${cx - 90} ${py + 40} ${cx - 70} ${py - 50} ${cx} ${py - 70}Z"`;
  shadow += `${pend} transform="translate(10 14)"/>`;
  front +=
    `${pend} fill="${c.clay}"/>` +
    `<path d="M${cx} ${py - 40}C${cx + 45} ${py - 25} ${cx + 58} ${py + 35} ${cx} ${py + 80}C${cx - 58} ${py + 35} ${cx - 45} ${py - 25} ${cx} ${py - 40}Z" fill="${c.paint}"/>` +
    `<circle cx="${cx}" cy="${py + 18}" r="22" fill="${c.gold}"/><circle cx="${cx}" cy="${py + 18}" r="10" fill="${c.clay}"/>` +
    [-1, 0, 1]
      .map((k) => `<circle cx="${cx + k * 26}" cy="${py + 124 + Math.abs(k) * -14}" r="9" fill="${c.gold}"/>`)
      .join('') +
    `${pend} fill="url(#bead)"/>`;
  return { front, shadow };
}

function jhumka(c: Clay, x: number, y: number, s: number): { front: string; shadow: string } {
  const g = (inner: string) => `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">${inner}</g>`;
  const dome = 'M-120 170C-120 40-70-10 0-10 70-10 120 40 120 170Z';
  let hang = '';
  for (let i = 0; i < 11; i++) {
    const bx = -110 + i * 22;
    hang += `<path d="M${bx} 170V${196 + (i % 2) * 10}" stroke="#5a3423" stroke-width="2"/><circle cx="${bx}" cy="${200 + (i % 2) * 10}" r="8" fill="${i % 2 ? c.gold : c.clay}"/>`;
  }
  const front =
    `<circle cy="-140" r="58" fill="${c.clay}"/>` +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (a) =>
          `<circle cx="${f(40 * Math.cos((a * Math.PI) / 180))}" cy="${f(-140 + 40 * Math.sin((a * Math.PI) / 180))}" r="9" fill="${c.gold}"/>`,
      )
      .join('') +
    `<circle cy="-140" r="22" fill="${c.paint}"/><circle cy="-140" r="58" fill="url(#bead)"/>` +
    `<path d="M0-82V-30" stroke="#5a3423" stroke-width="4"/>` +
    `<circle cy="-50" r="16" fill="${c.gold}"/><circle cy="-50" r="16" fill="url(#bead)"/>` +
    hang +
    `<path d="${dome}" fill="${c.clay}"/>` +
    `<path d="M-108 118C-100 80-96 70-90 62H90C96 70 100 80 108 118Z" fill="${c.paint}"/>` +
    [-80, -48, -16, 16, 48, 80].map((bx) => `<circle cx="${bx}" cy="92" r="7" fill="${c.gold}"/>`).join('') +
    `<path d="M-120 160H120V172H-120Z" fill="${c.gold}"/>` +
    `<path d="${dome}" fill="url(#bead)"/>`;
  const shadow = `<path d="${dome}" transform="translate(14 18)"/><circle cx="14" cy="-122" r="58"/>`;
  return { front: g(front), shadow: g(shadow) };
}

function terracottaSvg(
  palette: string[],
  variant: number,
  seed: number,
  title = '',
  w = W,
  h = H,
  viewBox = `0 0 ${W} ${H}`,
): string {
  const rnd = prng(seed);
  const c = clayOf(palette);
  // Earrings lead with the pair of jhumkas, necklaces with the necklace.
  const earrings = /jhumka|earring|chandbali|stud/i.test(title);
  const v = (((variant % 3) + 3 + (earrings ? 1 : 0)) % 3) as 0 | 1 | 2;
  let front = '';
  let shadow = '';
  const add = (p: { front: string; shadow: string }) => {
    front += p.front;
    shadow += p.shadow;
  };
  if (v === 0) {
    add(necklace(c, 600, 560, 360, 500, 26));
  } else if (v === 1) {
    add(jhumka(c, 360, 720, 1.45));
    add(jhumka(c, 860, 820, 1.45));
  } else {
    add(necklace(c, 600, 330, 300, 380, 18));
    add(jhumka(c, 380, 1230, 0.9));
    add(jhumka(c, 820, 1270, 0.9));
  }
  const body =
    `<rect width="1200" height="1600" fill="url(#linen)"/><use href="#slubs"/>` +
    // Soft shadow without a blur filter (blurs are the slowest thing librsvg does): two faint offset copies.
    `<g fill="#3a2418" opacity=".10" transform="translate(-3 -4)">${shadow}</g>` +
    `<g fill="#3a2418" opacity=".14">${shadow}</g>` +
    front +
    `<rect width="1200" height="1600" fill="url(#light)"/><rect width="1200" height="1600" fill="url(#vigV)"/><rect width="1200" height="1600" fill="url(#vigH)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><defs>${linenDefs(rnd)}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Paintings: framed Tanjore or Madhubani compositions

function tanjore(palette: string[], title: string): string {
  const ground = palette[0] ?? '#7a1f22';
  const gold = palette.find((p) => isMetallic(p)) ?? '#c79f3a';
  const other = palette.find((p) => p !== ground && p !== gold) ?? '#1e4d3a';
  const skin = /krishna|balakrishna/i.test(title) ? '#3f6ea3' : '#e0b07a';
  const gem = (x: number, y: number, r: number, col: string) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${r + 4}" fill="${lighten(gold, 0.25)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${col}"/>`;
  let pillars = '';
  for (const x of [70, 470]) {
    pillars += `<rect x="${x}" y="260" width="60" height="560" fill="url(#gold)"/>`;
    for (let y = 300; y < 800; y += 70) pillars += gem(x + 30, y, 9, y % 140 === 20 ? '#b3202e' : '#1f7a4a');
  }
  const arch =
    `<path d="M60 300V240C60 120 180 60 300 40 420 60 540 120 540 240V300H470V250C470 170 390 120 300 110 210 120 130 170 130 250V300Z" fill="url(#gold)"/>` +
    [0.12, 0.3, 0.5, 0.7, 0.88]
      .map((t) =>
        gem(100 + 400 * t, 210 - 140 * Math.sin(Math.PI * t), 11, t === 0.5 ? '#b3202e' : '#1f7a4a'),
      )
      .join('');
  const figure =
    `<ellipse cx="300" cy="380" rx="130" ry="130" fill="url(#gold)"/>` +
    `<ellipse cx="300" cy="380" rx="100" ry="100" fill="${other}"/>` +
    `<ellipse cx="300" cy="390" rx="64" ry="74" fill="${skin}"/>` +
    `<path d="M236 360C240 300 270 280 300 280 330 280 360 300 364 360 340 330 260 330 236 360Z" fill="#1f1a18"/>` +
    // Stylised Tanjore face: bow brows, almond eyes, tilak, lips, ear studs.
    `<path d="M258 366Q275 354 292 364M308 364Q325 354 342 366" stroke="#1f1a18" stroke-width="3.5" fill="none"/>` +
    `<path d="M262 381Q277 370 293 381Q277 390 262 381ZM307 381Q323 370 338 381Q323 390 307 381Z" fill="#fbf6ea"/>` +
    `<circle cx="278" cy="380.5" r="4.5" fill="#1f1a18"/><circle cx="322" cy="380.5" r="4.5" fill="#1f1a18"/>` +
    `<ellipse cx="300" cy="352" rx="3" ry="8" fill="#b3202e"/>` +
    `<path d="M289 423Q300 431 311 423Q300 427 289 423Z" fill="#a3242c"/>` +
    `<circle cx="238" cy="402" r="9" fill="url(#gold)"/><circle cx="362" cy="402" r="9" fill="url(#gold)"/>` +
    `<path d="M250 320L300 240 350 320Z" fill="url(#gold)"/>` +
    gem(300, 300, 10, '#b3202e') +
    `<path d="M200 820C200 620 230 500 300 470 370 500 400 620 400 820Z" fill="${other}"/>` +
    `<path d="M220 540C250 600 350 600 380 540" stroke="url(#gold)" stroke-width="16" fill="none"/>` +
    `<path d="M232 590C260 650 340 650 368 590" stroke="url(#gold)" stroke-width="10" fill="none"/>` +
    `<path d="M200 820C200 700 300 680 400 820Z" fill="${ground}" opacity=".55"/>` +
    gem(300, 560, 12, '#b3202e') +
    `<path d="M160 820C200 760 250 750 300 790 350 750 400 760 440 820Z" fill="#d9899a"/>` +
    `<path d="M220 820C240 780 270 775 300 800 330 775 360 780 380 820Z" fill="#e9b1bd"/>`;
  return (
    `<rect width="600" height="860" fill="${ground}"/>` +
    `<rect width="600" height="860" fill="url(#canvasTex)"/>` +
    figure +
    pillars +
    arch +
    `<rect x="0" y="820" width="600" height="40" fill="url(#gold)"/>`
  );
}

function madhubani(palette: string[]): string {
  const paper = palette.find((p) => luminance(p) > 0.55) ?? '#e9dcc0';
  const red = palette.find((p) => p !== paper && luminance(p) > 0.05) ?? '#b3282e';
  const ink = '#1f1a17';
  const yellow = '#e2b33c';
  const green = '#3d7a3a';
  const blue = '#2f5a8a';
  const fish = (rot: number, fill: string) =>
    `<g transform="translate(300 470) rotate(${rot})">` +
    `<path d="M-150 0C-110-80 40-90 120-20L170-60 160 0 170 60 120 20C40 90-110 80-150 0Z" fill="${fill}" stroke="${ink}" stroke-width="5"/>` +
    `<path d="M-60-40C-40 0-40 0-60 40M-20-50C0 0 0 0-20 50M20-48C40 0 40 0 20 48M60-38C78 0 78 0 60 38" fill="none" stroke="${ink}" stroke-width="4"/>` +
    `<circle cx="-110" cy="-8" r="14" fill="#fff" stroke="${ink}" stroke-width="4"/><circle cx="-108" cy="-8" r="6" fill="${ink}"/>` +
    `</g>`;
  let leaves = '';
  for (let i = 0; i < 8; i++) {
    const y = 150 + i * 85;
    leaves += `<path d="M50 ${y}c20-30 50-30 60 0-20 25-45 25-60 0Z" fill="${i % 2 ? green : yellow}" stroke="${ink}" stroke-width="3"/>`;
    leaves += `<path d="M550 ${y}c-20-30-50-30-60 0 20 25 45 25 60 0Z" fill="${i % 2 ? yellow : green}" stroke="${ink}" stroke-width="3"/>`;
  }
  let tri = '';
  for (let x = 0; x < 600; x += 30) tri += `M${x} 0l15 26 15-26Z M${x} 860l15-26 15 26Z`;
  return (
    `<rect width="600" height="860" fill="${paper}"/>` +
    `<rect width="600" height="860" fill="url(#canvasTex)"/>` +
    `<path d="${tri}" fill="${red}" stroke="${ink}" stroke-width="2"/>` +
    `<rect x="22" y="40" width="556" height="780" fill="none" stroke="${ink}" stroke-width="4"/>` +
    `<rect x="34" y="52" width="532" height="756" fill="none" stroke="${ink}" stroke-width="2"/>` +
    `<circle cx="300" cy="165" r="70" fill="${yellow}" stroke="${ink}" stroke-width="5"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return `<path d="M${f(300 + 80 * Math.cos(a))} ${f(165 + 80 * Math.sin(a))}L${f(300 + 104 * Math.cos(a))} ${f(165 + 104 * Math.sin(a))}" stroke="${red}" stroke-width="8" stroke-linecap="round"/>`;
    }).join('') +
    `<circle cx="300" cy="165" r="34" fill="${red}" stroke="${ink}" stroke-width="4"/>` +
    fish(-18, red) +
    `<g transform="translate(0 210)">${fish(18, blue).replace('translate(300 470)', 'translate(300 470) scale(-1 1)')}</g>` +
    leaves +
    `<path d="M120 800C180 760 420 760 480 800" fill="none" stroke="${green}" stroke-width="14"/>`
  );
}

/** A blurred-looking shadow made of a few nested translucent rounded rectangles. */
function softShadow(x: number, y: number, w: number, h: number): string {
  let out = '';
  for (let k = 4; k >= 0; k--) {
    const g = k * 7;
    out += `<rect x="${x - g}" y="${y - g}" width="${w + 2 * g}" height="${h + 2 * g}" rx="${g + 4}" fill="#000" opacity=".06"/>`;
  }
  return out;
}

function paintingSvg(
  palette: string[],
  variant: number,
  title: string,
  w = W,
  h = H,
  viewBox = `0 0 ${W} ${H}`,
): string {
  const light = luminance(palette[0] ?? '#000') > 0.5;
  const style = /madhubani/i.test(title) || (light && !/tanjore/i.test(title)) ? 'madhubani' : 'tanjore';
  const art = style === 'madhubani' ? madhubani(palette) : tanjore(palette, title);
  const gold = palette.find((p) => isMetallic(p)) ?? '#c79f3a';
  const frameCol = style === 'madhubani' ? '#5a3a24' : gold;
  const v = ((variant % 3) + 3) % 3;
  const defs =
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(gold, 0.35)}"/><stop offset=".5" stop-color="${gold}"/><stop offset="1" stop-color="${darken(gold, 0.3)}"/></linearGradient>` +
    `<linearGradient id="frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(frameCol, 0.25)}"/><stop offset=".5" stop-color="${frameCol}"/><stop offset="1" stop-color="${darken(frameCol, 0.35)}"/></linearGradient>` +
    `<pattern id="canvasTex" patternUnits="userSpaceOnUse" width="48" height="48"><path d="${Array.from({ length: 8 }, (_, k) => `M0 ${6 * k + 1}H48M${6 * k + 4} 0V48`).join('')}" stroke="#000" stroke-opacity=".05" stroke-width="1.2"/></pattern>` +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eee6d8"/><stop offset="1" stop-color="#d9ccb6"/></linearGradient>` +
    `<linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>` +
    '';
  // The artwork is 600 × 860; the frame adds 70 on each side (740 × 1000).
  const framed =
    `<rect x="-70" y="-70" width="740" height="1000" fill="url(#frame)"/>` +
    `<rect x="-50" y="-50" width="700" height="960" fill="none" stroke="${darken(frameCol, 0.35)}" stroke-width="4" opacity=".6"/>` +
    `<rect x="-30" y="-30" width="660" height="920" fill="none" stroke="${lighten(frameCol, 0.4)}" stroke-width="6" opacity=".7"/>` +
    `<rect x="-12" y="-12" width="624" height="884" fill="${darken(frameCol, 0.45)}"/>` +
    art;
  let scene: string;
  if (v === 0) {
    scene =
      `<rect width="1200" height="1600" fill="url(#wall)"/>` +
      softShadow(250, 340, 740, 1000) +
      `<g transform="translate(300 290)">${framed}</g>`;
  } else if (v === 1) {
    scene = `<rect width="1200" height="1600" fill="url(#wall)"/><g transform="translate(600 760) scale(2) translate(-300 -470)">${framed}</g>`;
  } else {
    scene =
      `<rect width="1200" height="1600" fill="url(#wall)"/>` +
      `<rect y="1270" width="1200" height="330" fill="#6b4a32"/><rect y="1270" width="1200" height="22" fill="#8a6446"/>` +
      softShadow(220, 400, 592, 800) +
      `<g transform="translate(260 340) scale(.8)">${framed}</g>` +
      // brass diya
      `<path d="M880 1250C880 1285 1040 1285 1040 1250Z" fill="#b8862b"/><path d="M900 1252H1020" stroke="#e0b84f" stroke-width="6"/>` +
      `<path d="M960 1240C948 1220 952 1200 960 1188 968 1200 972 1220 960 1240Z" fill="#f2a23a"/>` +
      `<path d="M930 1290h60l-10 40h-40Z" fill="#9a6f22"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}"><defs>${defs}</defs>${scene}<rect width="1200" height="1600" fill="url(#lamp)"/></svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Public API

export interface ProductImageOptions {
  palette: string[];
  motif: string;
  variant: number;
  title?: string;
}

export function productImageSvg(opts: ProductImageOptions): string {
  const seed = hashString(`${opts.palette.join(',')}|${opts.motif}|${opts.variant}|${opts.title ?? ''}`);
  if (opts.motif === 'terracotta') return terracottaSvg(opts.palette, opts.variant, seed, opts.title);
  if (opts.motif === 'painting') return paintingSvg(opts.palette, opts.variant, opts.title ?? '');
  return sareeSvg(makeLook(opts.palette, opts.motif), opts.variant, seed);
}

/** 1200 × 1600 (3:4) PNG of a saree, a piece of jewellery or a painting. No text. */
export async function renderProductImage(opts: ProductImageOptions): Promise<Buffer> {
  return rasterise(productImageSvg(opts));
}

export interface BannerImageOptions {
  palette: string[];
  headline: string;
  tagline: string;
  mobile: boolean;
}

/** Greedy word wrap with an estimated average glyph width (DejaVu Serif is about 0.6 em). */
function wrap(text: string, maxPx: number, fontPx: number, em = 0.6): string[] {
  const maxChars = Math.max(6, Math.floor(maxPx / (fontPx * em)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export function bannerImageSvg(opts: BannerImageOptions): string {
  const w = opts.mobile ? 768 : 1920;
  const h = 600;
  const base = opts.palette[0] ?? '#7d1428';
  const zari = opts.palette[1] ?? '#c99a2e';
  const accent = opts.palette[2] ?? darken(base, 0.5);
  const dark = luminance(base) < 0.25;
  const text = dark ? '#fbf4e6' : '#23160f';
  const sub = dark ? mix('#fbf4e6', zari, 0.35) : darken(base, 0.7);
  const look: Look = {
    body: base,
    border: isMetallic(zari) ? accent : zari,
    zari: isMetallic(zari) ? zari : lighten(base, 0.6),
    ink: isMetallic(zari) ? zari : lighten(base, 0.6),
    butta: zari,
    motif: 'temple',
    silk: true,
  };
  if (contrast(look.border, base) < 1.3) look.border = darken(base, 0.45);
  const M = 72;
  const defs =
    `<pattern id="damask" patternUnits="userSpaceOnUse" width="180" height="180">` +
    `<g transform="translate(45 45) scale(.5)" opacity=".10">${motifShape('mango', lighten(base, 0.5), base)}</g>` +
    `<g transform="translate(135 135) scale(.5) rotate(180)" opacity=".10">${motifShape('mango', lighten(base, 0.5), base)}</g>` +
    `</pattern>` +
    `<pattern id="band" patternUnits="userSpaceOnUse" width="${M}" height="120">` +
    `<rect y="0" width="${M}" height="120" fill="${look.border}"/>` +
    `<path d="M0 0L${M / 2} 34L${M} 0Z" fill="${base}"/>` +
    `<path d="M10 0L${M / 2} 24L${M - 10} 0" fill="none" stroke="${look.zari}" stroke-width="3"/>` +
    `<rect y="40" width="${M}" height="5" fill="${look.zari}"/>` +
    `<g transform="translate(${M / 2} 74) scale(.42)">${motifShape('mango', look.zari, look.border)}</g>` +
    `<rect y="100" width="${M}" height="20" fill="${look.zari}"/>` +
    `</pattern>` +
    `<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="${dark ? '.35' : '0'}"/><stop offset=".55" stop-color="#000" stop-opacity="${dark ? '.12' : '0'}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".10"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="sashShade" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".8" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`;

  const fontFamily = `'DejaVu Serif', serif`;
  let body = `<rect width="${w}" height="${h}" fill="${base}"/><rect width="${w}" height="${h}" fill="url(#damask)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
  let textSvg: string;
  if (!opts.mobile) {
    // A draped pallu falling diagonally across the right-hand side.
    const sash = (y: number, hh: number, fill: string) =>
      `<g transform="translate(1260 ${h + 120}) rotate(-38)"><rect x="0" y="${y}" width="1300" height="${hh}" fill="${fill}"/></g>`;
    body +=
      `<g transform="translate(1200 ${h + 140}) rotate(-38)"><rect x="20" y="-250" width="1300" height="500" fill="#000" opacity=".18"/></g>` +
      sash(-230, 460, accent) +
      `<g transform="translate(1260 ${h + 120}) rotate(-38)"><rect x="0" y="-230" width="1300" height="120" fill="url(#band)"/>` +
      `<rect x="0" y="-90" width="1300" height="14" fill="${look.zari}"/><rect x="0" y="-64" width="1300" height="80" fill="${darken(accent, 0.15)}"/>` +
      `<rect x="0" y="30" width="1300" height="14" fill="${look.zari}"/>` +
      `<g transform="translate(0 230) scale(1 -1)"><rect width="1300" height="120" fill="url(#band)"/></g>` +
      `<rect x="0" y="-230" width="1300" height="460" fill="url(#sashShade)"/></g>` +
      `<rect width="${w}" height="${h}" fill="url(#shade)"/>`;
    const lines = wrap(opts.headline, 980, 82);
    const tl = wrap(opts.tagline, 1150, 32, 0.56);
    const y0 = 300 - ((lines.length - 1) * 92 + tl.length * 44 + 30) / 2;
    textSvg =
      `<g font-family="${fontFamily}" fill="${text}">` +
      lines
        .map(
          (l, i) =>
            `<text x="130" y="${f(y0 + i * 92)}" font-size="82" font-weight="bold">${escapeXml(l)}</text>`,
        )
        .join('') +
      `<rect x="132" y="${f(y0 + (lines.length - 1) * 92 + 34)}" width="120" height="4" fill="${zari}"/>` +
      tl
        .map(
          (l, i) =>
            `<text x="130" y="${f(y0 + (lines.length - 1) * 92 + 94 + i * 44)}" font-size="32" fill="${sub}">${escapeXml(l)}</text>`,
        )
        .join('') +
      `</g>`;
  } else {
    body +=
      `<g transform="translate(0 ${h - 120})"><rect width="${w}" height="120" fill="url(#band)"/></g>` +
      `<g transform="translate(0 120) scale(1 -1)"><rect width="${w}" height="120" fill="url(#band)"/></g>` +
      `<rect width="${w}" height="${h}" fill="#000" opacity="${dark ? '.12' : '0'}"/>`;
    const lines = wrap(opts.headline, 660, 58);
    const tl = wrap(opts.tagline, 640, 26);
    const blockH = (lines.length - 1) * 66 + 40 + tl.length * 36;
    const y0 = 300 - blockH / 2 + 20;
    textSvg =
      `<g font-family="${fontFamily}" fill="${text}" text-anchor="middle">` +
      lines
        .map(
          (l, i) =>
            `<text x="${w / 2}" y="${f(y0 + i * 66)}" font-size="58" font-weight="bold">${escapeXml(l)}</text>`,
        )
        .join('') +
      `<rect x="${w / 2 - 50}" y="${f(y0 + (lines.length - 1) * 66 + 26)}" width="100" height="3" fill="${zari}"/>` +
      tl
        .map(
          (l, i) =>
            `<text x="${w / 2}" y="${f(y0 + (lines.length - 1) * 66 + 72 + i * 36)}" font-size="26" fill="${sub}">${escapeXml(l)}</text>`,
        )
        .join('') +
      `</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}${textSvg}</svg>`;
}

/** Desktop 1920 × 600 or mobile 768 × 600 PNG banner with the headline and tagline. */
export async function renderBannerImage(opts: BannerImageOptions): Promise<Buffer> {
  return rasterise(bannerImageSvg(opts));
}

export function collectionTileSvg(category: Pick<DemoCategory, 'name' | 'palette' | 'motif'>): string {
  const seed = hashString(`tile|${category.name}`);
  // 4:5 crop of the 1200 × 1600 composition, rendered at 800 × 1000.
  if (category.motif === 'terracotta')
    return terracottaSvg(category.palette, 1, seed, '', 800, 1000, '0 60 1200 1500');
  if (category.motif === 'painting')
    return paintingSvg(category.palette, 0, category.name, 800, 1000, '0 60 1200 1500');
  const look = makeLook(category.palette, category.motif);
  return sareeSvg(look, 1, seed, 800, 1000, '0 60 1200 1500');
}

/** 800 × 1000 PNG for an 'Our Collections' tile. */
export async function renderCollectionTile(
  category: Pick<DemoCategory, 'name' | 'palette' | 'motif'>,
): Promise<Buffer> {
  return rasterise(collectionTileSvg(category));
}
