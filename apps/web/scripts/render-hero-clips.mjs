// Renders the three hero background clips (public/media/hero-{1,2,3}.mp4) from the bundled hero
// scene: Chromium rasterises the SVG, ffmpeg moves a camera over it. Each clip is a seamless loop
// (the motion is a sine, so the last frame meets the first). Dev-time only; the clips are committed.
// Needs /usr/bin/chromium (or CHROME_PATH) and ffmpeg:  node apps/web/scripts/render-hero-clips.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/local.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(web, 'src/features/landing/assets/hero-still.svg'), 'utf8');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'njira-hero-'));
const png = path.join(tmp, 'scene.png');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const page = await browser.newPage({ viewport: { width: 2400, height: 1350 } });
await page.setContent(
  `<style>html,body{margin:0}svg{display:block;width:2400px;height:1350px}</style>${svg}`,
);
await page.screenshot({ path: png });
await browser.close();

const SECONDS = 12;
const FPS = 24;
const N = SECONDS * FPS;
// zoompan expressions: `on` is the output frame number; the sine makes each clip loop seamlessly.
const wave = `sin(2*PI*on/${N})`;
const clips = [
  // Dusk: a slow pan across the road and back.
  { zoom: '1.18', x: `(iw-iw/zoom)/2*(1+0.9*${wave})`, y: '(ih-ih/zoom)/2', grade: 'eq=saturation=1.05' },
  // Dawn: the camera breathes in towards the truck and out again.
  {
    zoom: `1.12+0.08*(1-cos(2*PI*on/${N}))/2`,
    x: '(iw-iw/zoom)*0.62',
    y: '(ih-ih/zoom)*0.55',
    grade: 'colorbalance=rs=0.06:gs=0.02:bs=-0.06:rm=0.05:bm=-0.04',
  },
  // Midday: a drift along the horizon, brighter.
  {
    zoom: '1.2',
    x: `(iw-iw/zoom)/2*(1-0.8*${wave})`,
    y: `(ih-ih/zoom)/2*(1+0.5*${wave})`,
    grade: 'eq=brightness=0.04:saturation=1.12',
  },
];

for (const [i, c] of clips.entries()) {
  const out = path.join(web, `public/media/hero-${i + 1}.mp4`);
  const filter = [
    `zoompan=z='${c.zoom}':x='${c.x}':y='${c.y}':d=${N}:s=960x540:fps=${FPS}`,
    c.grade,
    'format=yuv420p',
  ].join(',');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    png,
    '-vf',
    filter,
    '-frames:v',
    String(N),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-tune',
    'animation',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ]);
  console.log(`${path.relative(web, out)}: ${(statSync(out).size / 1024).toFixed(0)} KB`);
}
rmSync(tmp, { recursive: true, force: true });
