import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { JsonLogger } from '@pickwise/nest-kit';
import type { FastifyInstance } from 'fastify';

/** Where the embeddable widget's files are served (frontends/widget): `widget.js`, `widget.<hash>.js`, `widget.json`. */
export const WIDGET_PREFIX = '/embed/';

export const widgetDir = (frontendsDir: string): string => path.join(frontendsDir, 'widget', 'dist');

// The build's Brotli and gzip copies are sent for the file they copy.
const COMPRESSED_COPY = /\.(br|gz)$/;
const VERSIONED_FILE = /^widget\.[0-9a-f]{8,}\.js$/;

/**
 * A versioned file never changes (a year, immutable: the one an SRI hash names). The stable
 * widget.js is kept a day and then revalidated for a week in the background, so hosts get a new
 * version within a day without asking each time; widget.json (which file is current, its hash) is
 * asked each time.
 */
export function widgetCacheControl(file: string): string {
  const served = path.basename(file).replace(COMPRESSED_COPY, '');
  if (VERSIONED_FILE.test(served)) return 'public, max-age=31536000, immutable';
  if (served === 'widget.js') return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'no-cache';
}

/**
 * Serves the widget under /embed/ to pages of any origin: a host loads widget.js with a plain
 * `<script>` (no-cors: the gateway's `Cross-Origin-Resource-Policy: same-site` would block it on
 * another site) or with `integrity` and `crossorigin="anonymous"` (CORS). A missing build is logged
 * and skipped.
 */
export async function serveWidget(fastify: FastifyInstance, dir: string, logger: JsonLogger): Promise<void> {
  if (!existsSync(path.join(dir, 'widget.js'))) {
    logger.warn(`Widget not built, ${WIDGET_PREFIX} is not served: ${dir} has no widget.js`, 'Widget');
    return;
  }
  await fastify.register(fastifyStatic, {
    root: dir,
    prefix: WIDGET_PREFIX,
    // serveFrontends decorates the reply with its own registration.
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', widgetCacheControl(filePath));
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
