import { DomainError, personalDataExportSchema, type PersonalDataExport } from '@pickwise/contracts';
import { strToU8, zipSync } from 'fflate';
import { dataSummary } from './data-summary.js';
import { ticketsCsv } from './tickets-csv.js';

export const ARCHIVE_FILES = { json: 'pickwise-data.json', csv: 'tickets.csv', summary: 'summary.txt' } as const;

/** `pickwise-data-<yyyy-mm-dd>.zip`, the export's UTC day. */
export const archiveFilename = (exportedAt: string) => `pickwise-data-${new Date(exportedAt).toISOString().slice(0, 10)}.zip`;

/**
 * "Download my data" as one zip: pickwise-data.json (the whole export, checked against its schema
 * first, so a part that broke its contract is a failure rather than a wrong file), tickets.csv and
 * summary.txt in the account's language. Each file is dated with the export's time.
 */
export function personalDataArchive(data: PersonalDataExport): Uint8Array {
  const parsed = personalDataExportSchema.safeParse(data);
  // The parts were checked one by one as they arrived; a whole that still does not fit is this gateway's fault, not the caller's.
  if (!parsed.success) throw new DomainError('INTERNAL', `The personal-data export does not fit its schema: ${parsed.error.message}`);
  const checked = parsed.data;
  const mtime = new Date(checked.exportedAt);
  const file = (text: string) => [strToU8(text), { mtime }] as [Uint8Array, { mtime: Date }];
  return zipSync(
    {
      [ARCHIVE_FILES.json]: file(`${JSON.stringify(checked, null, 2)}\n`),
      // A byte-order mark: spreadsheet programs otherwise read UTF-8 CSV as the system's code page.
      [ARCHIVE_FILES.csv]: file(`\uFEFF${ticketsCsv(checked.tickets.tickets)}`),
      [ARCHIVE_FILES.summary]: file(dataSummary(checked)),
    },
    { level: 6 },
  );
}
