import { accountErasedMail } from './mail-texts.js';

describe('the account deletion mail', () => {
  it('is written in the account language', () => {
    const en = accountErasedMail('ana@example.com', 'en');
    const es = accountErasedMail('ana@example.com', 'es');
    expect(en).toMatchObject({ to: 'ana@example.com', subject: 'Your PickWise account has been deleted' });
    expect(en.text).toContain('sign up again with this address');
    expect(es).toMatchObject({ to: 'ana@example.com', subject: 'Tu cuenta de PickWise se ha eliminado' });
    expect(es.text).toContain('volver a registrarte con esta dirección');
    expect(es.text).not.toContain('sign up');
  });

  it('carries English and Spanish while the account recorded no language', () => {
    const both = accountErasedMail('ana@example.com', undefined);
    expect(both.subject).toBe('Your PickWise account has been deleted / Tu cuenta de PickWise se ha eliminado');
    expect(both.text).toContain('sign up again');
    expect(both.text).toContain('volver a registrarte');
  });
});
