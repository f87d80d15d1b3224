import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: a player's pool results alert (a rule of kind `pool-results` per game), and the
 * messages of pools in the outbox: `pool-results` (the rule's) and `pool-seal` (a record's hash, to
 * every member by mail, by push where their pool results alert has push on).
 */
export class Migration20261207100000PoolNotices extends Migration {
  override up(): void {
    this.addSql('alter table "notification_rules" drop constraint "notification_rules_kind_check"');
    this.addSql(`alter table "notification_rules" add constraint "notification_rules_kind_check" check ("kind" in ('results', 'jackpot', 'reminder', 'pool-results'))`);
    this.addSql('alter table "outbox" drop constraint "outbox_kind_check"');
    this.addSql(`alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('results', 'jackpot', 'reminder', 'pool-results', 'pool-seal'))`);
  }

  override down(): void {
    this.addSql(`delete from "outbox" where "kind" in ('pool-results', 'pool-seal')`);
    this.addSql(`delete from "notification_rules" where "kind" = 'pool-results'`);
    this.addSql('alter table "outbox" drop constraint "outbox_kind_check"');
    this.addSql(`alter table "outbox" add constraint "outbox_kind_check" check ("kind" in ('results', 'jackpot', 'reminder'))`);
    this.addSql('alter table "notification_rules" drop constraint "notification_rules_kind_check"');
    this.addSql(`alter table "notification_rules" add constraint "notification_rules_kind_check" check ("kind" in ('results', 'jackpot', 'reminder'))`);
  }
}
