import { accessSync, constants } from 'node:fs';
import { chromiumExecutable } from './chromium.ts';

describe('chromiumExecutable', () => {
  const only = (...paths: string[]) => (file: string) => paths.includes(file);
  const packaged = async () => '/tmp/packaged-chromium';

  it('takes CHROMIUM_PATH when it names an executable', async () => {
    await expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/chrome/chrome' }, { executable: only('/opt/chrome/chrome'), packaged })).resolves.toBe('/opt/chrome/chrome');
  });

  it('refuses a CHROMIUM_PATH that is not executable instead of falling back silently', async () => {
    await expect(chromiumExecutable({ CHROMIUM_PATH: '/nowhere/chromium' }, { executable: only(), packaged })).rejects.toThrow('CHROMIUM_PATH=/nowhere/chromium is not an executable file');
  });

  it('otherwise uses the Chromium that npm install brought, unpacked to an executable file', async () => {
    const unpacked = await chromiumExecutable({});
    expect(() => accessSync(unpacked, constants.X_OK)).not.toThrow();
  });
});
