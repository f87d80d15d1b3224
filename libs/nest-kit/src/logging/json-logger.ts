import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { LogLevel } from '../config/load-config.js';

/**
 * Nest's LoggerService writing one JSON object per line through pino, so every service's logs can
 * be collected and queried the same way. Nest passes the context (class name) as the last argument.
 */
export class JsonLogger implements LoggerService {
  private constructor(private readonly pinoLogger: PinoLogger) {}

  /** Writes to stdout unless another destination is given. */
  static create(service: string, level: LogLevel = 'info', destination?: DestinationStream): JsonLogger {
    const options = {
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
    };
    return new JsonLogger(destination ? pino(options, destination) : pino(options));
  }

  /** The underlying pino logger, for structured fields: `logger.pino.info({ game }, 'msg')`. */
  get pino(): PinoLogger {
    return this.pinoLogger;
  }

  log(message: unknown, ...optional: unknown[]): void {
    this.write('info', message, optional);
  }
  error(message: unknown, ...optional: unknown[]): void {
    this.write('error', message, optional);
  }
  warn(message: unknown, ...optional: unknown[]): void {
    this.write('warn', message, optional);
  }
  debug(message: unknown, ...optional: unknown[]): void {
    this.write('debug', message, optional);
  }
  verbose(message: unknown, ...optional: unknown[]): void {
    this.write('trace', message, optional);
  }
  fatal(message: unknown, ...optional: unknown[]): void {
    this.write('fatal', message, optional);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', message: unknown, optional: unknown[]): void {
    if (!this.pinoLogger.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const rest = [...optional];
    // Nest's convention: the last string argument is the context.
    if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    // Nest's error(message, stack, context): a remaining string is the stack trace.
    if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest.shift();
    if (rest.length > 0) fields.details = rest;
    if (message instanceof Error) {
      this.pinoLogger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pinoLogger[level]({ ...fields, ...(message as Record<string, unknown>) });
    } else {
      this.pinoLogger[level](fields, String(message));
    }
  }
}
