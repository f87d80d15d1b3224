// Makes the labelled set of ticket photos the reader is measured on (issue 37): for every game,
// tickets printed as its terminal prints them (ticket-print.ts) and photographed the way a phone
// does: turned, in perspective, blurred, with glare, faded thermal paper, a fold, on a table, a
// cloth or in a hand. A real Chromium renders each one (the one npm install brings), and the set is
// written with its labels (what is printed) to tests/fixtures/ticket-images. Seeded: the same
// command makes the same tickets.
//
//   npm run ticket:images [-- --per-game 5]
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { GAMES, createRandomSource, currentRules, scheduledDrawDates, type Game, type RandomSource } from '@pickwise/lottery';
import { ticketLayout } from '@pickwise/ticket-reader';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/chromium.ts';
import { ticketText, type PrintedTicket } from './ticket-print.ts';

export const IMAGES_DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/ticket-images');

/** How a photo was taken: every figure is drawn from the seeded source within a phone photo's usual range. */
export interface Distortions {
  rotationDeg: number;
  tiltXDeg: number;
  tiltYDeg: number;
  blurPx: number;
  glare: number;
  fade: number;
  fold: boolean;
  background: 'table' | 'cloth' | 'hand';
}

export interface LabelledImage extends PrintedTicket {
  file: string;
  distortions: Distortions;
}

const WIDTH = 900;
const HEIGHT = 1200;

function distinctSorted(random: RandomSource, count: number, min: number, max: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(min, max));
  return [...chosen].sort((a, b) => a - b);
}

function ticketOf(game: Game, random: RandomSource, index: number): PrintedTicket {
  const rules = currentRules(game);
  const layout = ticketLayout(game.id);
  const lineCount = random.int(1, 5);
  const ticketSpecial = layout.ticketSpecial ? random.int(rules.specialMin, rules.specialMax) : undefined;
  const lines = Array.from({ length: lineCount }, () => ({
    main: distinctSorted(random, rules.mainCount, 1, rules.mainMax),
    special: ticketSpecial !== undefined ? [ticketSpecial] : distinctSorted(random, rules.specialCount, rules.specialMin, rules.specialMax),
  }));
  const upcoming = scheduledDrawDates(game, '2026-12-08', '2027-01-31');
  const first = random.int(0, 6);
  const draws = random.next() < 0.3 ? random.int(2, 5) : 1;
  let serial = Array.from({ length: 7 }, () => random.int(0, 9)).join('');
  // 6aus49's Superzahl is the Losnummer's last digit.
  if (ticketSpecial !== undefined && game.id === 'lotto-6aus49') serial = serial.slice(0, 6) + ticketSpecial;
  return {
    game: game.id,
    lines,
    drawDates: upcoming.slice(first, first + draws),
    ...(ticketSpecial !== undefined ? { ticketSpecial } : {}),
    serial: game.id === 'lotto-6aus49' ? serial : `${serial.slice(0, 4)}-${serial.slice(4)}-${index.toString().padStart(3, '0')}`,
    price: `${game.currencySymbol}${(lineCount * draws * 2).toFixed(2)}`,
  };
}

function distortionsOf(random: RandomSource): Distortions {
  const between = (min: number, max: number) => Math.round((min + random.next() * (max - min)) * 100) / 100;
  const backgrounds = ['table', 'cloth', 'hand'] as const;
  return {
    rotationDeg: between(-12, 12),
    tiltXDeg: between(-14, 14),
    tiltYDeg: between(-12, 12),
    blurPx: between(0, 1.1),
    glare: between(0, 0.45),
    fade: between(0, 0.4),
    fold: random.next() < 0.35,
    background: backgrounds[random.int(0, 2)]!,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function pageOf(ticket: PrintedTicket, d: Distortions, random: RandomSource): string {
  const backgrounds = {
    table: 'repeating-linear-gradient(87deg, #7a5230 0 14px, #8a6038 14px 30px, #6e4a2a 30px 41px)',
    cloth: 'radial-gradient(circle at 30% 20%, #3d4a5c, #1f2833 70%)',
    hand: 'linear-gradient(160deg, #c9c2b5, #8f8a80)',
  };
  const glareX = random.int(10, 90);
  const glareY = random.int(10, 90);
  const foldY = random.int(25, 75);
  const lines = ticketText(ticket).map((line) => `<div class="l">${escapeHtml(line) || '&nbsp;'}</div>`).join('');
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; background: ${backgrounds[d.background]}; }
    .stage { position: absolute; inset: 0; display: grid; place-items: center; perspective: 1400px; }
    .hand { position: absolute; width: 420px; height: 300px; left: ${random.int(80, 420)}px; top: ${random.int(700, 900)}px; border-radius: 48% 52% 40% 60%; background: radial-gradient(circle at 40% 40%, #e0ac8a, #b57c5c); transform: rotate(${random.int(-40, 40)}deg); }
    .ticket { position: relative; width: 400px; padding: 26px 22px 40px; background: #f7f5ee; color: #1b1b1b;
      font: bold 21px/1.45 'DejaVu Sans Mono', monospace; letter-spacing: 0.5px;
      transform: rotateX(${d.tiltXDeg}deg) rotateY(${d.tiltYDeg}deg) rotate(${d.rotationDeg}deg);
      filter: blur(${d.blurPx}px) contrast(${1 - d.fade * 0.6}) brightness(${1 + d.fade * 0.25});
      box-shadow: 0 18px 40px rgba(0,0,0,.45); }
    .l { white-space: pre; }
    .l:first-child { font-size: 26px; text-align: center; }
    .bars { margin-top: 14px; height: 54px; background: repeating-linear-gradient(90deg, #111 0 3px, transparent 3px 5px, #111 5px 6px, transparent 6px 10px); }
    .glare { position: absolute; inset: 0; background: radial-gradient(circle at ${glareX}% ${glareY}%, rgba(255,255,255,${d.glare}) 0, rgba(255,255,255,0) 45%); }
    .fold { position: absolute; left: 0; right: 0; top: ${foldY}%; height: 10px; background: linear-gradient(180deg, rgba(0,0,0,0), rgba(0,0,0,.18), rgba(255,255,255,.35), rgba(0,0,0,0)); display: ${d.fold ? 'block' : 'none'}; }
  </style></head><body><div class="stage">${d.background === 'hand' ? '<div class="hand"></div>' : ''}<div class="ticket">${lines}<div class="bars"></div><div class="fold"></div><div class="glare"></div></div></div></body></html>`;
}

/** Where the photos the reader must refuse are: not in the measured set, for the refusals' tests. */
export const REFUSALS_DIR = path.join(IMAGES_DIR, 'refusals');

/** Photos the reader must refuse, each for its reason: shaken (too blurred), in the dark, and of a table without a ticket. */
async function writeRefusals(): Promise<void> {
  mkdirSync(REFUSALS_DIR, { recursive: true });
  const random = createRandomSource('ticket-images:refusals');
  const ticket = ticketOf(GAMES[0]!, random, 0);
  const still = { rotationDeg: 4, tiltXDeg: 6, tiltYDeg: -5, blurPx: 0, glare: 0, fade: 0, fold: false, background: 'table' } as const;
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const shots: [string, string][] = [
      ['too-blurred.jpg', pageOf(ticket, { ...still, blurPx: 7 }, random)],
      // The room's light off: the whole photo at a tenth of its brightness.
      ['too-dark.jpg', pageOf(ticket, still, random).replace('<body>', '<body style="filter: brightness(0.12)">')],
      ['no-ticket.jpg', pageOf(ticket, still, random).replace(/<div class="ticket">[\s\S]*<\/div><\/div><\/body>/, '</div></body>')],
    ];
    for (const [file, html] of shots) {
      await page.setContent(html);
      await page.screenshot({ path: path.join(REFUSALS_DIR, file), type: 'jpeg', quality: 82 });
    }
  } finally {
    await browser.close();
  }
  console.log(`${path.relative(process.cwd(), REFUSALS_DIR)}: the photos the reader must refuse`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'per-game': { type: 'string', default: '5' } } });
  const perGame = Number(values['per-game']);
  mkdirSync(IMAGES_DIR, { recursive: true });
  for (const file of readdirSync(IMAGES_DIR)) if (file.endsWith('.jpg')) rmSync(path.join(IMAGES_DIR, file));
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  const labels: LabelledImage[] = [];
  try {
    for (const game of GAMES) {
      for (let index = 0; index < perGame; index++) {
        const random = createRandomSource(`ticket-images:${game.id}:${index}`);
        const ticket = ticketOf(game, random, index);
        const distortions = distortionsOf(random);
        await page.setContent(pageOf(ticket, distortions, random));
        const file = `${game.id}-${index + 1}.jpg`;
        await page.screenshot({ path: path.join(IMAGES_DIR, file), type: 'jpeg', quality: 82 });
        labels.push({ file, ...ticket, distortions });
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(IMAGES_DIR, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  console.log(`${labels.length} images and their labels in ${path.relative(process.cwd(), IMAGES_DIR)}`);
  await writeRefusals();
}

if (import.meta.main) await main();
