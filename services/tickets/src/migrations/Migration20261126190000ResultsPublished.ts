import { Migration } from '@mikro-orm/migrations';

/**
 * When a checked draw's `tickets.results` events were all published (draw-events/results-announcer.ts):
 * a draw is announced once, so a corrected draw or a redelivered event tells nobody twice.
 */
export class Migration20261126190000ResultsPublished extends Migration {
  override up(): void {
    this.addSql('alter table "checked_draws" add column "results_published_at" timestamptz null');
    // Draws checked before results were announced are history: nobody is told of them now.
    this.addSql('update "checked_draws" set "results_published_at" = "checked_at"');
  }

  override down(): void {
    this.addSql('alter table "checked_draws" drop column "results_published_at"');
  }
}
