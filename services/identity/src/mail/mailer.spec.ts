import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '@pickwise/nest-kit';
import { randomBytes } from 'node:crypto';
import { identityEnvSchema } from '../config.js';
import { Mailer } from './mailer.js';

describe('Mailer without SMTP_URL', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so at start and writes each mail, link included, to the log instead of sending it', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const mailer = new Mailer(loadConfig(identityEnvSchema, { DATA_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}` }));
    mailer.onModuleInit();
    expect(warnings).toHaveBeenCalledWith('No SMTP_URL: mails are written to this log instead of being sent');
    expect(logged).toHaveBeenCalledWith('New accounts are confirmed at once (MAILER_AUTOCONFIRM)');

    await mailer.send({ to: 'ana@example.com', subject: 'Reset your PickWise password', text: 'Open http://localhost:8080/api/auth/v1/verify?token=abc' });
    expect(logged).toHaveBeenLastCalledWith(expect.objectContaining({ msg: 'mail not sent (no SMTP_URL)', to: 'ana@example.com', text: expect.stringContaining('verify?token=abc') }));
  });
});
