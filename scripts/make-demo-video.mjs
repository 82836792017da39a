/**
 * Makes the short, silent, seamlessly looping video of the 'Customized Sarees' collection tile:
 *   apps/web/public/video/customized-sarees.mp4          H.264, yuv420p, +faststart, no audio
 *   apps/web/public/video/customized-sarees.webm         VP9, no audio
 *   apps/web/public/video/customized-sarees-poster.webp  the first frame
 *
 *   node scripts/make-demo-video.mjs          (needs ffmpeg on PATH, or FFMPEG=/path/to/ffmpeg)
 *
 * A silk pattern (purple body with gold buttas, a pink temple border) drifts sideways by exactly one
 * pattern period over the loop, under static drape folds, while a soft sheen sweeps across once. The
 * last frame therefore leads straight back into the first.
 */
import { spawn } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 640;
const H = 800;
const FPS = 24;
const SECONDS = 5;
const FRAMES = FPS * SECONDS; // 120
const PERIOD = 240; // pattern period in px; the drift covers it once per loop (2 px per frame)
const SHEEN_W = 360;

const BODY = '#5a2a82';
const ZARI = '#d4ad58';
const BORDER = '#e26a8c';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/video');
const ffmpegBin = process.env.FFMPEG || 'ffmpeg';

const paisley = (fill, detail) =>
  `<path d="M2 44C-30 46-44 18-32-8-22-30 4-30 12-44 16-52 26-50 22-38 36-18 40 18 20 36 14 42 8 44 2 44Z" fill="${fill}"/>` +
  `<path d="M2 30C-16 31-26 14-19-2-13-15 2-16 10-24 20-8 22 14 12 24 9 28 6 30 2 30Z" fill="none" stroke="${detail}" stroke-width="4" opacity=".6"/>`;

/** The fabric, (W + PERIOD) wide so that any window of width W at an offset 0..PERIOD is defined. */
function fabricSvg() {
  const w = W + PERIOD;
  const borderTop = 520;
  const B = 170;
  const T = 40;
  const M = 80; // border tile: PERIOD is a multiple of it
  const S = 120; // butta tile: PERIOD is a multiple of it
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${H}">` +
    `<defs>` +
    `<pattern id="body" patternUnits="userSpaceOnUse" width="${S}" height="${S}">` +
    `<rect width="${S}" height="${S}" fill="${BODY}"/>` +
    `<g transform="translate(30 30) scale(.34)">${paisley(ZARI, BODY)}</g>` +
    `<g transform="translate(90 90) scale(.34)">${paisley(ZARI, BODY)}</g>` +
    `<circle cx="90" cy="30" r="3" fill="${ZARI}" opacity=".8"/><circle cx="30" cy="90" r="3" fill="${ZARI}" opacity=".8"/>` +
    `</pattern>` +
    `<pattern id="border" patternUnits="userSpaceOnUse" width="${M}" height="${T + B}" y="${borderTop - T}">` +
    `<path d="M0 ${T}L${M / 2} 0L${M} ${T}Z" fill="${BORDER}"/>` +
    `<path d="M10 ${T}L${M / 2} 10L${M - 10} ${T}" fill="none" stroke="${ZARI}" stroke-width="4"/>` +
    `<rect y="${T}" width="${M}" height="${B}" fill="${BORDER}"/>` +
    `<rect y="${T + 10}" width="${M}" height="6" fill="${ZARI}"/>` +
    `<g transform="translate(${M / 2} ${T + 78}) scale(.72)">${paisley(ZARI, BORDER)}</g>` +
    `<rect y="${T + 134}" width="${M}" height="22" fill="${ZARI}"/>` +
    `<rect y="${T + 128}" width="${M}" height="2" fill="${ZARI}"/>` +
    `</pattern>` +
    `</defs>` +
    `<rect width="${w}" height="${H}" fill="url(#body)"/>` +
    `<rect y="${borderTop - T}" width="${w}" height="${T + B}" fill="url(#border)"/>` +
    `<rect y="${borderTop + B}" width="${w}" height="${H - borderTop - B}" fill="${BODY}"/>` +
    `<rect y="${borderTop + B + 14}" width="${w}" height="8" fill="${ZARI}"/>` +
    `</svg>`
  );
}

/** Static drape folds and a gentle vignette, drawn over every frame. */
function foldsSvg() {
  const stops = [
    [0, 0.28],
    [0.12, 0.02],
    [0.22, -0.1],
    [0.34, 0.16],
    [0.5, -0.04],
    [0.62, 0.2],
    [0.74, -0.08],
    [0.86, 0.06],
    [1, 0.3],
  ]
    .map(([o, a]) =>
      a >= 0
        ? `<stop offset="${o}" stop-color="#000" stop-opacity="${a}"/>`
        : `<stop offset="${o}" stop-color="#fff" stop-opacity="${-a}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<defs><linearGradient id="f" x1="0" x2="1">${stops}</linearGradient>` +
    `<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#f)"/><rect width="${W}" height="${H}" fill="url(#v)"/>` +
    `</svg>`
  );
}

/**
 * A diagonal sheen band at x = W … W + SHEEN_W of a transparent strip 2 × W + SHEEN_W wide: the window
 * at offset W + SHEEN_W leaves it just off-screen on the left, the window at 0 just off on the right.
 */
function sheenSvg() {
  const w = 2 * W + SHEEN_W;
  const skew = (-Math.atan(SHEEN_W / 2 / H) * 180) / Math.PI;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${H}">` +
    `<defs><linearGradient id="s" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".2"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
    // Skewed so that the gradient fades to nothing along both slanted edges.
    `<g transform="translate(${W + SHEEN_W / 2} 0) skewX(${skew.toFixed(3)})">` +
    `<rect width="${SHEEN_W / 2}" height="${H}" fill="url(#s)"/></g>` +
    `</svg>`
  );
}

async function renderFrames() {
  const fabric = await sharp(Buffer.from(fabricSvg()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const folds = await sharp(Buffer.from(foldsSvg())).png().toBuffer();
  const sheen = await sharp(Buffer.from(sheenSvg())).png().toBuffer();
  const frames = [];
  for (let i = 0; i < FRAMES; i++) {
    const t = i / FRAMES;
    const left = Math.round(t * PERIOD); // 0, 2, 4 … 238; frame FRAMES would be PERIOD ≡ 0
    // The sheen travels from just off-screen left (strip offset W + SHEEN_W) to just off-screen right (0).
    const sheenLeft = Math.round((1 - t) * (W + SHEEN_W));
    const sheenWindow = await sharp(sheen)
      .extract({ left: sheenLeft, top: 0, width: W, height: H })
      .toBuffer();
    const frame = await sharp(fabric.data, { raw: fabric.info })
      .extract({ left, top: 0, width: W, height: H })
      .composite([{ input: folds }, { input: sheenWindow }])
      .removeAlpha()
      .raw()
      .toBuffer();
    frames.push(frame);
  }
  return frames;
}

function encode(frames, args, file) {
  return new Promise((resolvePromise, reject) => {
    const ff = spawn(
      ffmpegBin,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-s',
        `${W}x${H}`,
        '-r',
        String(FPS),
        '-i',
        '-',
        '-an',
        ...args,
        file,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ff.on('error', reject);
    ff.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
    (async () => {
      for (const frame of frames) {
        if (!ff.stdin.write(frame)) await new Promise((r) => ff.stdin.once('drain', r));
      }
      ff.stdin.end();
    })().catch(reject);
  });
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const started = performance.now();
  const frames = await renderFrames();
  const mp4 = join(outDir, 'customized-sarees.mp4');
  const webm = join(outDir, 'customized-sarees.webm');
  const poster = join(outDir, 'customized-sarees-poster.webp');
  await encode(
    frames,
    [
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-g',
      String(FRAMES),
      '-movflags',
      '+faststart',
    ],
    mp4,
  );
  await encode(
    frames,
    [
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-pix_fmt',
      'yuv420p',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-g',
      String(FRAMES),
    ],
    webm,
  );
  const first = frames[0];
  await writeFile(
    poster,
    await sharp(first, { raw: { width: W, height: H, channels: 3 } })
      .webp({ quality: 75 })
      .toBuffer(),
  );
  for (const file of [mp4, webm, poster]) {
    const { size } = await stat(file);
    console.log(`${relative(root, file).padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(
    `${FRAMES} frames, ${W}×${H}, ${SECONDS} s, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
