// The browser half of `npm run bench:reader`: the public site's ticket reader worker (its build in
// frontends/public-site/dist: the worker, Tesseract's worker and core and the English data, as the
// site serves them) run in the project's Chromium, each photo of the set posted to it as the scan
// screen posts a file; the figure is the worker's own time from the photo's bytes to the ticket read.
// A local server serves the build and the photos; nothing is fetched from elsewhere.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { ReadTicket } from '@pickwise/ticket-reader';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../test/chromium.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const DIST = path.join(root, 'frontends/public-site/dist');
const WORKER = 'ticket-reader-worker.js';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.jpg': 'image/jpeg', '.gz': 'application/octet-stream' };

/** Serves the build at / and the photos at /photos/, with an empty page to start the worker from. */
function serve(photosDir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>reader bench</title>');
      return;
    }
    const file = url.pathname.startsWith('/photos/') ? path.join(photosDir, path.basename(url.pathname)) : path.join(DIST, path.normalize(url.pathname));
    if (!file.startsWith(DIST) && !file.startsWith(photosDir)) return void response.writeHead(403).end();
    if (!existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface BrowserRead {
  file: string;
  read: ReadTicket | { failure: string };
  millis: number;
}

/** Each photo read by the worker in Chromium, in order, one worker for all (as one screen reads several photos). */
export async function readInBrowser(photosDir: string, files: readonly string[], today: string): Promise<{ engineMillis: number; reads: BrowserRead[] }> {
  if (!existsSync(path.join(DIST, WORKER))) throw new Error(`${path.join(DIST, WORKER)} is missing: build the public site first (npx nx run public-site:build)`);
  const server = await serve(photosDir);
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return await page.evaluate(
      async ({ worker: script, files: photos, today: day }) => {
        const worker = new Worker(`/${script}`);
        const ask = (photo: Blob) =>
          new Promise<{ kind: string; ticket?: unknown; failure?: string; millis?: number; message?: string }>((resolve) => {
            worker.onmessage = ({ data }) => {
              if (data.kind !== 'progress') resolve(data);
            };
            worker.postMessage({ kind: 'read', photo, today: day });
          });
        // The engine's first start (its files fetched and compiled) is timed apart, on the first photo's read.
        const reads = [];
        let engineMillis = 0;
        for (const [index, file] of photos.entries()) {
          const photo = await (await fetch(`/photos/${file}`)).blob();
          const started = performance.now();
          const answer = await ask(photo);
          if (answer.kind === 'error') throw new Error(`${file}: ${answer.message}`);
          if (index === 0) {
            // Read again, now that the engine is up: the first figure holds the engine's start.
            engineMillis = performance.now() - started;
            const again = await ask(photo);
            reads.push({ file, read: (again.ticket ?? { failure: again.failure }) as never, millis: again.millis! });
            engineMillis -= again.millis!;
            continue;
          }
          reads.push({ file, read: (answer.ticket ?? { failure: answer.failure }) as never, millis: answer.millis! });
        }
        worker.terminate();
        return { engineMillis, reads };
      },
      { worker: WORKER, files: [...files], today },
    );
  } finally {
    await browser.close();
    server.close();
  }
}
