import { Migration } from '@mikro-orm/migrations';

/**
 * A draw's check inserts a result for every covering line (83,000 for one Powerball draw in the
 * bench): the line's foreign key doubled the triggers each insert fires. Results still go with their
 * ticket (its key cascades); a ticket's new lines replace its results explicitly (TicketsService.update).
 */
export class Migration20261126170000LineResultsLineKey extends Migration {
  override up(): void {
    this.addSql('alter table "line_results" drop constraint "line_results_line_id_fkey"');
  }

  override down(): void {
    this.addSql('alter table "line_results" add constraint "line_results_line_id_fkey" foreign key ("line_id") references "ticket_lines" ("id") on delete cascade');
  }
}
