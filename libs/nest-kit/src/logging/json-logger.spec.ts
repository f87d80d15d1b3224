import { JsonLogger } from './json-logger.js';

function capture(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = JsonLogger.create('spec-service', level, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('JsonLogger', () => {
  it('writes one JSON object per entry with service, level label, time and Nest context', () => {
    const { logger, lines } = capture();
    logger.log('Nest application successfully started', 'NestApplication');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', service: 'spec-service', context: 'NestApplication', msg: 'Nest application successfully started' });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it("keeps the stack of Nest's error(message, stack, context)", () => {
    const { logger, lines } = capture();
    logger.error('Handler failed', 'Error: boom\n    at x', 'AllExceptionsFilter');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'Handler failed', stack: 'Error: boom\n    at x', context: 'AllExceptionsFilter' });
  });

  it('merges structured fields and serialises errors', () => {
    const { logger, lines } = capture();
    logger.warn({ msg: 'draws.stats failed', game: 'powerball' }, 'StatsCache');
    logger.error(new Error('connection refused'));
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'draws.stats failed', game: 'powerball', context: 'StatsCache' });
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'connection refused', err: { message: 'connection refused' } });
  });

  it('drops entries below LOG_LEVEL', () => {
    const { logger, lines } = capture('warn');
    logger.log('routine');
    logger.debug('detail');
    logger.warn('attention');
    expect(lines.map((line) => line.msg)).toEqual(['attention']);
  });
});
