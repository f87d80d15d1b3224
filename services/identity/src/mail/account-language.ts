import type { EntityManager } from '@mikro-orm/postgresql';
import { Profile } from '../accounts/entities.js';
import type { MailLanguage } from './mail-texts.js';

/** The language the account's mails are written in (its profile's), or undefined while unknown: the mail then carries both. */
export async function accountLanguage(em: EntityManager, userId: string): Promise<MailLanguage | undefined> {
  const profile = await em.findOne(Profile, { userId }, { fields: ['language'] });
  return profile?.language ?? undefined;
}
