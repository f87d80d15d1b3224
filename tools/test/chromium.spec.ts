import { INSTALL_CHROMIUM, findChromium } from './chromium.ts';

describe('findChromium', () => {
  const only = (...paths: string[]) => (file: string) => paths.includes(file);

  it("takes CHROMIUM_PATH when it names an executable, else Debian's package", () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, only('/opt/chrome/chrome', '/usr/bin/chromium'))).toEqual({ found: true, path: '/opt/chrome/chrome' });
    expect(findChromium({}, only('/usr/bin/chromium'))).toEqual({ found: true, path: '/usr/bin/chromium' });
    expect(findChromium({}, only('/usr/bin/chromium-browser'))).toEqual({ found: true, path: '/usr/bin/chromium-browser' });
  });

  it('says how to install it when there is none', () => {
    const lookup = findChromium({}, only());
    expect(lookup.found).toBe(false);
    expect(!lookup.found && lookup.message).toContain(INSTALL_CHROMIUM);
  });

  it('names a CHROMIUM_PATH that is not executable instead of falling back silently', () => {
    const lookup = findChromium({ CHROMIUM_PATH: '/nowhere/chromium' }, only('/usr/bin/chromium'));
    expect(lookup).toEqual({ found: false, message: expect.stringContaining('CHROMIUM_PATH=/nowhere/chromium is not an executable file') });
  });
});
