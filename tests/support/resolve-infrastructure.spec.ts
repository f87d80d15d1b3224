// The decision logic of resolveInfrastructure with real probes: real listening and closed local
// ports, the real PostgreSQL at the local default (needed by the PostgreSQL cases), a real
// unix-socket HTTP server for the Docker probe. The testcontainers branch itself runs only where a
// Docker engine answers, which this machine lacks.
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_DATABASE_URL, acceptsPostgresConnection, dockerEngineAnswers, resolveInfrastructure } from './resolve-infrastructure.js';

const servers: net.Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(server: net.Server, target: number | string = 0): Promise<net.Server> {
  servers.push(server);
  return new Promise((resolve) => server.listen(target as number, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

/** A port nothing listens on: bound by the OS, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Accepts TCP connections and answers like an HTTP server, never with a NATS INFO greeting. */
const notNats = async () => listen(http.createServer((_request, response) => response.end('hello')));

/** Greets every connection the way a NATS server does (the probe reads only the greeting). */
const natsGreeting = async () => listen(net.createServer((socket) => socket.end('INFO {"server_id":"probe-test","version":"2.10.0"}\r\n')));

const noDocker = { DOCKER_HOST: `unix://${path.join(os.tmpdir(), `no-docker-${process.pid}.sock`)}` };

describe('resolveInfrastructure', () => {
  it('uses NATS_URL and DATABASE_URL as given when they are set', async () => {
    const port = await closedPort();
    const resolved = await resolveInfrastructure({ env: { NATS_URL: `nats://127.0.0.1:${port}`, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` } });
    expect(resolved).toMatchObject({
      natsUrl: `nats://127.0.0.1:${port}`,
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/x`,
      sources: { nats: 'environment', database: 'environment' },
    });
    await resolved.stop();
  });

  it('uses a local NATS default that greets with INFO, and a local PostgreSQL that accepts a connection', async () => {
    const natsUrl = `nats://127.0.0.1:${portOf(await natsGreeting())}`;
    const resolved = await resolveInfrastructure({ env: noDocker, localNatsUrl: natsUrl, localDatabaseUrl: LOCAL_DATABASE_URL });
    expect(resolved).toMatchObject({ natsUrl, databaseUrl: LOCAL_DATABASE_URL, sources: { nats: 'local default', database: 'local default' } });
  });

  it('mixes an env variable with a local default', async () => {
    const resolved = await resolveInfrastructure({ env: { ...noDocker, DATABASE_URL: 'postgres://db.example/test' }, localNatsUrl: `nats://127.0.0.1:${portOf(await natsGreeting())}` });
    expect(resolved.sources).toEqual({ nats: 'local default', database: 'environment' });
  });

  it('fails naming both variables when nothing answers and no Docker engine exists', async () => {
    const port = await closedPort();
    const failure = resolveInfrastructure({ env: noDocker, localNatsUrl: `nats://127.0.0.1:${port}`, localDatabaseUrl: `postgres://postgres@127.0.0.1:${port}/test` });
    await expect(failure).rejects.toThrow(/no NATS: NATS_URL is not set and nothing answers at nats:\/\/127\.0\.0\.1:\d+/);
    await expect(failure).rejects.toThrow(/no PostgreSQL: DATABASE_URL is not set/);
    await expect(failure).rejects.toThrow(/no Docker engine at unix:\/\//);
  });

  it('does not take an open port that does not greet like NATS for a NATS server', async () => {
    const port = portOf(await notNats());
    const failure = resolveInfrastructure({ env: noDocker, localNatsUrl: `nats://127.0.0.1:${port}`, localDatabaseUrl: LOCAL_DATABASE_URL });
    await expect(failure).rejects.toThrow(/no NATS/);
    await expect(failure).rejects.not.toThrow(/no PostgreSQL/);
  });
});

describe('acceptsPostgresConnection', () => {
  it('accepts the local PostgreSQL', async () => {
    expect(await acceptsPostgresConnection(LOCAL_DATABASE_URL)).toBe(true);
  });

  it('refuses a server that is up when the database does not exist', async () => {
    expect(await acceptsPostgresConnection(LOCAL_DATABASE_URL.replace(/\/test$/, '/no_such_database_here'))).toBe(false);
  });

  it('refuses a closed port and a port where something else listens', async () => {
    expect(await acceptsPostgresConnection(`postgres://postgres@127.0.0.1:${await closedPort()}/test`)).toBe(false);
    expect(await acceptsPostgresConnection(`postgres://postgres@127.0.0.1:${portOf(await notNats())}/test`)).toBe(false);
  });
});

describe('dockerEngineAnswers', () => {
  it('is false without a socket or on a closed TCP port', async () => {
    expect(await dockerEngineAnswers(noDocker.DOCKER_HOST)).toBe(false);
    expect(await dockerEngineAnswers(`tcp://127.0.0.1:${await closedPort()}`)).toBe(false);
  });

  it('is true when GET /_ping answers 200 on the unix socket, false for another status', async () => {
    const socketPath = path.join(os.tmpdir(), `docker-ping-${process.pid}.sock`);
    const server = http.createServer((request, response) => {
      response.statusCode = request.url === '/_ping' ? 200 : 404;
      response.end('OK');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    expect(await dockerEngineAnswers(`unix://${socketPath}`)).toBe(true);

    const other = await listen(http.createServer((_request, response) => {
      response.statusCode = 500;
      response.end();
    }));
    expect(await dockerEngineAnswers(`tcp://127.0.0.1:${portOf(other)}`)).toBe(false);
  });
});
