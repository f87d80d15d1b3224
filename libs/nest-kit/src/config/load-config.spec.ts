import { z } from 'zod';
import { ConfigError, databaseEnvSchema, envBoolean, httpBaseUrl, loadConfig, natsServers, optionalSecret, serviceEnvSchema } from './load-config.js';

describe('loadConfig', () => {
  const schema = serviceEnvSchema(3001).extend(databaseEnvSchema.shape);

  it('applies the local defaults when nothing is set', () => {
    expect(loadConfig(schema, {})).toEqual({
      PORT: 3001,
      HOST: '0.0.0.0',
      NATS_URL: 'nats://127.0.0.1:4222',
      LOG_LEVEL: 'info',
      NATS_REQUEST_TIMEOUT_MS: 3000,
      NATS_HEDGE_AFTER_MS: 250,
      NATS_STREAM_REPLICAS: 1,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('coerces numbers from the environment text', () => {
    expect(loadConfig(schema, { PORT: '8081' }).PORT).toBe(8081);
  });

  it('names the variable and its value when one is wrong', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig(schema, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL="loud": Expected one of fatal/);
    expect(() => loadConfig(schema, { NATS_URL: 'http://x' })).toThrow(/NATS_URL/);
    expect(() => loadConfig(schema, { DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('never repeats the value of a secret variable', () => {
    const keys = z.object({ DATA_KEYS: z.string().length(3) });
    expect(() => loadConfig(keys, { DATA_KEYS: 'hunter2' })).toThrow(/^Invalid configuration: DATA_KEYS: /);
    expect(() => loadConfig(keys, { DATA_KEYS: 'hunter2' })).not.toThrow(/hunter2/);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig(schema, { PORT: '-1', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split('=')[0])).toEqual(['PORT', 'LOG_LEVEL']);
    }
  });

  it('reads boolean flags', () => {
    const flags = z.object({ A: envBoolean(true), B: envBoolean(false) });
    expect(loadConfig(flags, {})).toEqual({ A: true, B: false });
    expect(loadConfig(flags, { A: 'no', B: 'YES' })).toEqual({ A: false, B: true });
    expect(() => loadConfig(flags, { A: 'maybe' })).toThrow(/A="maybe"/);
  });

  it('reads provider base URLs without their trailing slash, and optional keys', () => {
    const provider = z.object({ BASE_URL: httpBaseUrl('https://provider.example/api/'), API_KEY: optionalSecret });
    expect(loadConfig(provider, {})).toEqual({ BASE_URL: 'https://provider.example/api', API_KEY: undefined });
    expect(loadConfig(provider, { BASE_URL: 'http://127.0.0.1:9000/', API_KEY: ' key ' })).toEqual({ BASE_URL: 'http://127.0.0.1:9000', API_KEY: 'key' });
    expect(loadConfig(provider, { API_KEY: '  ' }).API_KEY).toBeUndefined();
    expect(() => loadConfig(provider, { BASE_URL: 'ftp://provider.example' })).toThrow(/BASE_URL="ftp:\/\/provider.example": Expected http\(s\)/);
  });

  it('splits several NATS servers', () => {
    expect(natsServers('nats://a:4222, nats://b:4222')).toEqual(['nats://a:4222', 'nats://b:4222']);
  });
});
