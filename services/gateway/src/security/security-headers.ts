import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';

/** The origin of an absolute remote URL; relative URLs are same-origin and need no entry. */
function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The helmet options: a CSP that lets the shell load and fetch its remotes from their origins. */
function helmetOptions(remoteUrls: string[]): FastifyHelmetOptions {
  const remoteOrigins = [...new Set(remoteUrls.map(originOf).filter((origin): origin is string => origin !== undefined))];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Remotes on another origin are fetched with CORS; the default same-origin policy would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** Headers of one response from a bare Fastify app, with or without helmet. */
async function probeHeaders(options?: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  if (options) await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  return Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
}

/**
 * The headers helmet sets with these options, computed once: they depend on the configuration
 * only, while @fastify/helmet rebuilds the middleware (and re-parses the CSP) on every request.
 */
export async function securityHeaders(remoteUrls: string[]): Promise<Record<string, string>> {
  const [plain, secured] = await Promise.all([probeHeaders(), probeHeaders(helmetOptions(remoteUrls))]);
  return Object.fromEntries(Object.entries(secured).filter(([name, value]) => plain[name] !== value));
}

/** Sets the security headers on every response, 404s and static files included. */
export async function applySecurityHeaders(app: NestFastifyApplication, remoteUrls: string[]): Promise<void> {
  const headers = await securityHeaders(remoteUrls);
  app.getHttpAdapter().getInstance().addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
