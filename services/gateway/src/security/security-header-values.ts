// The security headers' values, computed from helmet's options. Apart from their use on the gateway's
// responses (security-headers.ts) so that other code can read them without the gateway's request path:
// the frontends' nginx is tested against them (tools/deploy-check/images.spec.ts).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * Powerful browser features the site never uses, switched off for it and anything it might embed.
 * Helmet sets no Permissions-Policy, so it is added here.
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

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
        // WebAssembly compiled by the ticket reader's engine (Tesseract, the site's own file), and nothing else: no eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        // The wheel builder's worker: a remote on another origin starts it from a blob: URL (a worker's script must be same-origin).
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Remotes on another origin are fetched with CORS; the default same-origin policy would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // DENY says what `frame-ancestors 'none'` says, for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
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
  return { ...Object.fromEntries(Object.entries(secured).filter(([name, value]) => plain[name] !== value)), 'permissions-policy': PERMISSIONS_POLICY };
}
