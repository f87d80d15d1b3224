// The ticket reader in Node (issue 37, item 6) on photos of the labelled set: the real pipeline the
// `ticket:read` command runs (the photo decoded, the ticket found and straightened, Tesseract with
// its English data from node_modules, the game's layout); and the command itself, whose exit code
// and messages a script relies on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { readPhoto, type ReadTicket } from '@pickwise/ticket-reader';
import { createTicketOcr, type TicketOcr } from '@pickwise/ticket-reader/ocr';
import { decodePhoto } from '../../tools/ticket-read/decode-photo.js';
import { ENGLISH_DATA } from '../../tools/ticket-read/english-data.js';
import type { LabelledImage } from '../../tools/ticket-images/generate.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const imagesDir = path.join(root, 'tests/fixtures/ticket-images');
const labels = JSON.parse(readFileSync(path.join(imagesDir, 'labels.json'), 'utf8')) as LabelledImage[];
const today = '2026-12-07';

let ocr: TicketOcr;

beforeAll(async () => {
  ocr = await createTicketOcr({ langPath: ENGLISH_DATA });
});

afterAll(async () => {
  await ocr?.terminate();
});

const values = (ticket: ReadTicket) => ticket.lines.map((line) => ({ main: line.main.map((number) => number.value), special: line.special.map((number) => number.value) }));

// Three layouts (a US letter-labelled line with its PB marker and a THRU-less date, a UK ticket of
// several draws, La Primitiva's numbered lines and ticket-wide Reintegro), each turned, tilted and
// lit as a phone takes it.
for (const file of ['powerball-2.jpg', 'euromillions-2.jpg', 'la-primitiva-1.jpg']) {
  it(`reads every line and the draw dates of ${file} as printed`, async () => {
    const label = labels.find((image) => image.file === file)!;
    const read = await readPhoto(decodePhoto(readFileSync(path.join(imagesDir, file))), (gray) => ocr.recognize(gray), { today });
    if ('failure' in read) throw new Error(`${file}: ${read.failure}`);
    expect(read.game).toBe(label.game);
    expect(values(read)).toEqual(label.lines);
    expect(read.drawDates).toEqual(label.drawDates);
  });
}

// The photos the reader must refuse (tools/ticket-images: shaken, in the dark, a table without a ticket), each for its reason.
for (const [file, failure] of [
  ['too-blurred.jpg', 'too-blurred'],
  ['too-dark.jpg', 'too-dark'],
  ['no-ticket.jpg', 'no-ticket'],
] as const) {
  it(`refuses refusals/${file} as ${failure}`, async () => {
    const photo = decodePhoto(readFileSync(path.join(imagesDir, 'refusals', file)));
    expect(await readPhoto(photo, (gray) => ocr.recognize(gray), { today })).toEqual({ failure });
  });
}

describe('npm run ticket:read', () => {
  const command = (...args: string[]) => spawnSync(process.execPath, [path.join(root, 'tools/ticket-read/main.ts'), ...args], { cwd: root, encoding: 'utf8' });

  it('prints the game, the lines with their unsure marks and the draw dates as JSON', () => {
    const result = command(path.join(imagesDir, 'la-primitiva-1.jpg'));
    expect(result.status).toBe(0);
    const printed = JSON.parse(result.stdout) as ReadTicket;
    const label = labels.find((image) => image.file === 'la-primitiva-1.jpg')!;
    expect(printed).toMatchObject({ game: 'la-primitiva', drawDates: label.drawDates });
    expect(printed.lines[0]!.main[0]).toEqual({ value: label.lines[0]!.main[0], unsure: false });
  });

  it('exits 2 with a message for a file that is not an image, and for an image without a ticket', () => {
    const notImage = command(path.join(root, 'package.json'));
    expect(notImage.status).toBe(2);
    expect(notImage.stderr).toContain('is not a JPEG or PNG image');
    const png = new PNG({ width: 300, height: 400 });
    for (let i = 0; i < png.data.length; i += 4) png.data.set([122, 82, 48, 255], i);
    const dir = mkdtempSync(path.join(tmpdir(), 'pickwise-ticket-read-'));
    try {
      const file = path.join(dir, 'table.png');
      writeFileSync(file, PNG.sync.write(png));
      const noTicket = command(file);
      expect(noTicket.status).toBe(2);
      expect(noTicket.stderr).toContain('no ticket was found on the photo');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a game it does not know', () => {
    const result = command(path.join(imagesDir, 'la-primitiva-1.jpg'), '--game', 'keno');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('unknown game keno');
  });
});
