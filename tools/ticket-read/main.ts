// `npm run ticket:read -- <photo> [--game <id>]`: reads a paper ticket's lines from a photo with the
// same reader the site runs in the browser's worker (libs/ticket-reader: the ticket found and
// straightened, Tesseract with its English data from node_modules, the game's layout), and prints
// the game, the lines (each number with `unsure` where it may be misread), the draw dates and the
// ticket's problems as JSON. Exit 2, with a message, for a file that is not an image or holds no
// ticket; 1 for a command used wrongly.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isGameId } from '@pickwise/lottery';
import { readPhoto, type GrayImage } from '@pickwise/ticket-reader';
import { createTicketOcr, type TicketOcr } from '@pickwise/ticket-reader/ocr';
import { NotAnImage, decodePhoto } from './decode-photo.ts';
import { ENGLISH_DATA } from './english-data.ts';

const FAILURES: Record<string, string> = {
  'no-ticket': 'no ticket was found on the photo: take it from above, the whole ticket on a darker background',
  'too-dark': 'the photo is too dark to read: take it in more light',
  'too-blurred': 'the photo is too blurred to read: hold the phone still and let it focus on the ticket',
  'no-game': 'no game this site has was found on the ticket: name it with --game <id>',
  'no-lines': 'no play line could be read on the ticket: take the photo closer, sharp and without glare',
};

const today = () => new Date().toISOString().slice(0, 10);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { game: { type: 'string' } } });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('usage: npm run ticket:read -- <photo> [--game <id>]');
    return 1;
  }
  if (values.game !== undefined && !isGameId(values.game)) {
    console.error(`unknown game ${values.game}`);
    return 1;
  }
  let image;
  try {
    image = decodePhoto(readFileSync(file));
  } catch (error) {
    if (!(error instanceof NotAnImage) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.error(`${file}: ${error instanceof NotAnImage ? error.message : 'no such file'}`);
    return 2;
  }
  // The engine starts at the first reading: a photo without a ticket is refused without it.
  let ocr: Promise<TicketOcr> | undefined;
  try {
    const recognize = async (gray: GrayImage) => (await (ocr ??= createTicketOcr({ langPath: ENGLISH_DATA }))).recognize(gray);
    const read = await readPhoto(image, recognize, { today: today(), ...(values.game ? { game: values.game } : {}) });
    if ('failure' in read) {
      console.error(`${file}: ${FAILURES[read.failure]}`);
      return 2;
    }
    console.log(JSON.stringify(read, null, 2));
    return 0;
  } finally {
    if (ocr) await (await ocr).terminate();
  }
}

process.exitCode = await main();
