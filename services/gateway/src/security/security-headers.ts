import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The origin of an absolute remote URL; relative URLs are same-origin and need no entry. */
function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Security headers with a CSP that lets the shell load and fetch its remotes from their configured
 * origins (REMOTE_*_URL), and nothing else from elsewhere.
 */
export async function applySecurityHeaders(app: NestFastifyApplication, remoteUrls: string[]): Promise<void> {
  const remoteOrigins = [...new Set(remoteUrls.map(originOf).filter((origin): origin is string => origin !== undefined))];
  await app.register(helmet, {
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
  });
}
