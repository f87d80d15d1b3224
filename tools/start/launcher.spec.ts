import net from 'node:net';
import { answersNatsInfo } from './nats.ts';
import { isPortFree, preferredOrFreePort } from './ports.ts';
import { UsageError, parseLaunchOptions } from './options.ts';
import { restartDelayMs } from './processes.ts';
import { redactPassword } from './postgres.ts';
import { childEnvironment } from './workspace.ts';

function listen(greeting?: string): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      if (greeting) socket.write(greeting);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
const close = (server: net.Server) => new Promise((resolve) => server.close(resolve));

describe('launcher ports', () => {
  it('keeps the preferred port when it is free and picks another when it is taken', async () => {
    const server = await listen();
    const taken = portOf(server);
    try {
      expect(await isPortFree(taken)).toBe(false);
      const chosen = await preferredOrFreePort(taken);
      expect(chosen).not.toBe(taken);
      expect(await isPortFree(chosen)).toBe(true);
    } finally {
      await close(server);
    }
    expect(await preferredOrFreePort(taken)).toBe(taken);
  });
});

describe('answersNatsInfo', () => {
  it('is false for a server that does not greet with a NATS INFO line', async () => {
    const server = await listen('HTTP/1.1 400 Bad Request\r\n\r\n');
    try {
      expect(await answersNatsInfo(`nats://127.0.0.1:${portOf(server)}`)).toBe(false);
    } finally {
      await close(server);
    }
  });

  it('is false when nothing listens', async () => {
    const server = await listen();
    const port = portOf(server);
    await close(server);
    expect(await answersNatsInfo(`nats://127.0.0.1:${port}`)).toBe(false);
  });

  it('is true for an INFO greeting', async () => {
    const server = await listen('INFO {"server_id":"x","version":"2.9.10","jetstream":true}\r\n');
    try {
      expect(await answersNatsInfo(`nats://127.0.0.1:${portOf(server)}`)).toBe(true);
    } finally {
      await close(server);
    }
  });
});

describe('redactPassword', () => {
  it('hides the password of a database URL and leaves the rest', () => {
    expect(redactPassword('postgres://postgres:secret@127.0.0.1:5432/pickwise')).toBe('postgres://postgres:***@127.0.0.1:5432/pickwise');
    expect(redactPassword('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
  });
});

describe('childEnvironment', () => {
  it('hands the caller’s variables to every service (provider URLs and keys for jackpots), the launcher’s own last', () => {
    const names = ['LOTTOLAND_BASE_URL', 'MAGAYO_API_KEY'] as const;
    const saved = names.map((name) => process.env[name]);
    process.env['LOTTOLAND_BASE_URL'] = 'http://127.0.0.1:9000/lottoland';
    process.env['MAGAYO_API_KEY'] = 'key-from-the-shell';
    try {
      const env = childEnvironment({ PORT: '3003' });
      expect(env).toMatchObject({ LOTTOLAND_BASE_URL: 'http://127.0.0.1:9000/lottoland', MAGAYO_API_KEY: 'key-from-the-shell', PORT: '3003' });
    } finally {
      names.forEach((name, index) => (saved[index] === undefined ? delete process.env[name] : (process.env[name] = saved[index])));
    }
  });
});

describe('restartDelayMs', () => {
  it('waits 1 s at first, doubles while the process keeps dying young, caps at 30 s, and starts over after a healthy run', () => {
    expect(restartDelayMs(undefined, 500)).toBe(1_000);
    expect(restartDelayMs(1_000, 500)).toBe(2_000);
    expect(restartDelayMs(16_000, 500)).toBe(30_000);
    expect(restartDelayMs(30_000, 500)).toBe(30_000);
    expect(restartDelayMs(30_000, 30_000)).toBe(1_000);
  });
});

describe('parseLaunchOptions', () => {
  it('runs one of each and never restarts without scaling options', () => {
    expect(parseLaunchOptions([])).toMatchObject({ build: true, natsClusterNodes: 0, restartDeadProcesses: false, replicas: { gateway: 1, generation: 1 } });
  });

  it('sets every service, then one service, and restarts dead processes once scaled out', () => {
    const options = parseLaunchOptions(['--no-build', '--replicas', '2', '--replicas', 'generation=3', '--nats-cluster', '3']);
    expect(options).toMatchObject({ build: false, natsClusterNodes: 3, restartDeadProcesses: true });
    expect(options.replicas).toMatchObject({ gateway: 2, draws: 2, generation: 3 });
  });

  it.each([['--replicas', '0'], ['--replicas', 'lottery=2'], ['--replicas', 'x'], ['--nats-cluster', '9'], ['--what']])('refuses %s %s', (...args) => {
    expect(() => parseLaunchOptions(args.filter(Boolean))).toThrow(UsageError);
  });
});
