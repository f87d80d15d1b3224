// `npm run bench:reader [-- --node-only]`: the ticket reader (issue 37, item 5) on the labelled set of
// ticket photos in tests/fixtures/ticket-images (made by `npm run ticket:images`), the game found on
// the ticket, not given: in Node, each photo decoded and read as the `ticket:read` command reads it
// (the ticket found and straightened, its light evened, Tesseract, the game's layout); then in the
// browser, by the public site's reader worker in Chromium (reader/browser.ts). Prints, per game and
// overall: the share of tickets whose every line was read exactly, the share of lines read exactly,
// the numbers read wrong that were not marked unsure (per 1,000 printed numbers), and the time per
// photo (median and range; the engine's start, once, is printed apart), for each. Figures only.
// They are written to tests/load/last-reader-results.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { GAME_IDS, type GameId } from '@pickwise/lottery';
import { readPhoto } from '@pickwise/ticket-reader';
import { createTicketOcr } from '@pickwise/ticket-reader/ocr';
import { IMAGES_DIR, type LabelledImage } from '../ticket-images/generate.ts';
import { decodePhoto } from '../ticket-read/decode-photo.ts';
import { ENGLISH_DATA } from '../ticket-read/english-data.ts';
import { scoreTicket, type TicketScore } from './reader/accuracy.ts';
import { readInBrowser } from './reader/browser.ts';

const { values: options } = parseArgs({ options: { 'node-only': { type: 'boolean', default: false } } });

const labels = JSON.parse(readFileSync(path.join(IMAGES_DIR, 'labels.json'), 'utf8')) as LabelledImage[];
const today = '2026-12-07';

const started = performance.now();
const ocr = await createTicketOcr({ langPath: ENGLISH_DATA });
console.log(`engine started in ${Math.round(performance.now() - started)} ms`);

const results: { game: GameId; file: string; score: TicketScore; ms: number }[] = [];
try {
  for (const label of labels) {
    const bytes = readFileSync(path.join(IMAGES_DIR, label.file));
    const begin = performance.now();
    const read = await readPhoto(decodePhoto(bytes), (gray) => ocr.recognize(gray), { today });
    const ms = performance.now() - begin;
    const score = scoreTicket(label.game, label.lines, read);
    results.push({ game: label.game, file: label.file, score, ms });
    if (!score.exact) console.log(`  ${label.file}: ${'failure' in read ? read.failure : `${score.exactLines} of ${score.lines} lines exact, ${score.wrongUnmarked} wrong and unmarked`}`);
  }
} finally {
  await ocr.terminate();
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function row(name: string, rows: typeof results): string {
  const sum = (pick: (score: TicketScore) => number) => rows.reduce((total, result) => total + pick(result.score), 0);
  const times = rows.map((result) => result.ms);
  return [
    name.padEnd(20),
    `${rows.length}`.padStart(7),
    percent(rows.filter((result) => result.score.exact).length, rows.length).padStart(9),
    percent(sum((score) => score.exactLines), sum((score) => score.lines)).padStart(9),
    `${((1000 * sum((score) => score.wrongUnmarked)) / sum((score) => score.numbers)).toFixed(1)}`.padStart(12),
    `${Math.round(median(times))} ms (${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))})`.padStart(22),
  ].join(' ');
}

function table(where: string, rows: typeof results): void {
  console.log(`\n${where}\n${'game'.padEnd(20)} ${'photos'.padStart(7)} ${'tickets'.padStart(9)} ${'lines'.padStart(9)} ${'wrong/1000'.padStart(12)} ${'time a photo'.padStart(22)}`);
  for (const game of GAME_IDS) console.log(row(game, rows.filter((result) => result.game === game)));
  console.log(row('all', rows));
}

table('in Node', results);
const browserResults: typeof results = [];
if (!options['node-only']) {
  const { engineMillis, reads } = await readInBrowser(IMAGES_DIR, labels.map((label) => label.file), today);
  console.log(`\nin the browser's worker: engine started in ${Math.round(engineMillis)} ms`);
  for (const [index, { read, millis }] of reads.entries()) {
    const label = labels[index]!;
    browserResults.push({ game: label.game, file: label.file, score: scoreTicket(label.game, label.lines, read as never), ms: millis });
  }
  table("in Chromium's worker", browserResults);
}
console.log('\ntickets: every line read exactly; lines: read exactly; wrong/1000: numbers read wrong and not marked unsure, per 1,000 printed; time: the photo\'s bytes to parsed lines');
const figures = (rows: typeof results) => ({
  photos: rows.length,
  ticketsExact: rows.filter((result) => result.score.exact).length / rows.length,
  linesExact: rows.reduce((sum, result) => sum + result.score.exactLines, 0) / rows.reduce((sum, result) => sum + result.score.lines, 0),
  wrongUnmarkedPerThousand: (1000 * rows.reduce((sum, result) => sum + result.score.wrongUnmarked, 0)) / rows.reduce((sum, result) => sum + result.score.numbers, 0),
  millisAPhoto: { median: Math.round(median(rows.map((result) => result.ms))), min: Math.round(Math.min(...rows.map((result) => result.ms))), max: Math.round(Math.max(...rows.map((result) => result.ms))) },
});
const file = path.resolve(import.meta.dirname, '../../tests/load/last-reader-results.json');
writeFileSync(
  file,
  `${JSON.stringify(
    {
      ranAt: new Date().toISOString(),
      node: { all: figures(results), games: Object.fromEntries(GAME_IDS.map((game) => [game, figures(results.filter((result) => result.game === game))])) },
      ...(browserResults.length > 0 ? { browser: { all: figures(browserResults), games: Object.fromEntries(GAME_IDS.map((game) => [game, figures(browserResults.filter((result) => result.game === game))])) } } : {}),
    },
    null,
    2,
  )}\n`,
);
console.log(`written to ${path.relative(process.cwd(), file)}`);
