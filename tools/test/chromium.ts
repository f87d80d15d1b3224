// Where the end-to-end tests find a browser. Playwright cannot download its own on this kind of
// machine, so they drive the system's Chromium: CHROMIUM_PATH when set, else Debian's package.
import { accessSync, constants } from 'node:fs';

/** The Debian/Ubuntu package paths, in order. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The command that installs the browser on a Debian machine. */
export const INSTALL_CHROMIUM = 'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium';

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export type ChromiumLookup = { found: true; path: string } | { found: false; message: string };

/** The browser the e2e tests will drive, or why there is none and how to get one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, executable: (file: string) => boolean = isExecutable): ChromiumLookup {
  const configured = env['CHROMIUM_PATH'];
  if (configured) {
    return executable(configured)
      ? { found: true, path: configured }
      : { found: false, message: `CHROMIUM_PATH=${configured} is not an executable file. Point it at a Chromium, or unset it and run: ${INSTALL_CHROMIUM}` };
  }
  const system = SYSTEM_CHROMIUM_PATHS.find(executable);
  return system
    ? { found: true, path: system }
    : { found: false, message: `The end-to-end tests need Chromium and none was found at ${SYSTEM_CHROMIUM_PATHS.join(' or ')}. Install it with:\n  ${INSTALL_CHROMIUM}\nor set CHROMIUM_PATH to a Chromium executable.` };
}
