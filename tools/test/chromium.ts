// The one browser that everything driving one uses: the end-to-end tests, `npm run bench:web` and the
// bundle-size check. It is the Chromium that `npm install` brings (@sparticuz/chromium, a pinned
// headless build packed in the registry package and unpacked to the system's temporary folder on
// first use), so a newcomer's run and CI's run drive the same browser on any machine, with nothing
// installed by hand. CHROMIUM_PATH points them at another Chromium instead.
import { accessSync, constants } from 'node:fs';

/**
 * Flags for every launch. The machine's network is closed: without the first four, Chromium keeps
 * trying to reach Google's hosts. It runs as root here, which Chromium's sandbox refuses. No page
 * needs WebGL, and a GPU process emulated by SwiftShader took 40% of a core during the e2e tests.
 */
export const CHROMIUM_ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-sandbox', '--disable-gpu'];

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Unpacks (once) and names the Chromium of the @sparticuz/chromium package. */
async function packagedChromium(): Promise<string> {
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/**
 * The Chromium executable: CHROMIUM_PATH when set (refused, with the reason, when it is not an
 * executable file: a typo must not silently test another browser), else the packaged one.
 */
export async function chromiumExecutable(
  env: NodeJS.ProcessEnv = process.env,
  { executable = isExecutable, packaged = packagedChromium }: { executable?: (file: string) => boolean; packaged?: () => Promise<string> } = {},
): Promise<string> {
  const configured = env['CHROMIUM_PATH'];
  if (configured) {
    if (!executable(configured)) throw new Error(`CHROMIUM_PATH=${configured} is not an executable file: point it at a Chromium, or unset it to use the one npm install brings.`);
    return configured;
  }
  return packaged();
}
