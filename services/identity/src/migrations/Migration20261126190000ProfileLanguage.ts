import { Migration } from '@mikro-orm/migrations';

/**
 * The language of the account's mails and notifications (`profiles.language`): set at sign-up from
 * the site's locale, changed by `identity.profile.language`; null while unknown (mails then carry
 * both languages). Accounts made before it take the locale their sign-up recorded in user_metadata.
 */
export class Migration20261126190000ProfileLanguage extends Migration {
  override up(): void {
    this.addSql(`alter table "profiles" add column "language" varchar(2) null constraint "profiles_language_check" check ("language" in ('en', 'es'))`);
    this.addSql(`update "profiles" p set "language" = stated.language
      from (select "id", lower(left(coalesce("user_metadata"->>'locale', "user_metadata"->>'language'), 2)) as language from "users") stated
      where stated."id" = p."user_id" and stated.language in ('en', 'es')`);
  }

  override down(): void {
    this.addSql('alter table "profiles" drop column "language"');
  }
}
