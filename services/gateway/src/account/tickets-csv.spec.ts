import type { Ticket } from '@pickwise/contracts';
import { TICKETS_CSV_HEADER, csvField, csvRecords, ticketsCsv } from './tickets-csv.js';

/** Reads RFC 4180 text back into records, so the tests compare values, not spellings. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  return records;
}

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect([csvField('powerball'), csvField(2.5), csvField(0), csvField(false), csvField(null), csvField('')]).toEqual(['powerball', '2.5', '0', 'false', '', '']);
  });

  it('quotes a comma, a quote, a line break and surrounding space, doubling the quotes (RFC 4180)', () => {
    expect(csvField('Office, pool')).toBe('"Office, pool"');
    expect(csvField('the "lucky" one')).toBe('"the ""lucky"" one"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('"')).toBe('""""');
  });

  it('reads back as written, whatever the text', () => {
    const awkward = ['', ',', '""', 'a,"b"\r\nc', ' x', 'Números de la suerte', '=1+1', '\u0000'];
    expect(parseCsv(csvRecords([awkward, ['plain']]))).toEqual([awkward, ['plain']]);
  });
});

const ticket: Ticket = {
  id: '3f0e8c52-6a41-4c9b-9d1e-0b6f2f3a7c10',
  game: 'powerball',
  label: 'Office, "pool"',
  lines: [
    { main: [4, 18, 23, 41, 62], special: [9] },
    { main: [7, 12, 33, 45, 69], special: [26] },
  ],
  firstDrawDate: '2026-11-28',
  lastDrawDate: '2026-11-30',
  draws: 2,
  pricePerLine: 2,
  currency: 'USD',
  cost: 8,
  won: 7,
  winsWithoutAmount: 0,
  status: 'active',
  nextDrawDate: '2026-11-30',
  drawsChecked: 1,
  unread: 1,
  createdAt: '2026-11-26T15:02:11.204Z',
  updatedAt: '2026-11-26T15:02:11.204Z',
  results: [
    { draw: '2026-11-30', line: 0, status: 'pending', main: [], special: [], bonus: false, tier: null, prize: null, unread: false },
    { draw: '2026-11-28', line: 0, status: 'checked', main: [18, 41], special: [9], bonus: false, tier: '2+1', prize: { kind: 'fixed', amount: 7 }, unread: true },
    { draw: '2026-11-28', line: 1, status: 'checked', main: [], special: [], bonus: false, tier: null, prize: null, unread: false },
  ],
};

describe('ticketsCsv', () => {
  it('writes the header, then one row per ticket line and result, CRLF after each', () => {
    const text = ticketsCsv([ticket]);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([...TICKETS_CSV_HEADER]);
    expect(rows).toHaveLength(3);
    const row = (values: string[]) => Object.fromEntries(TICKETS_CSV_HEADER.map((name, index) => [name, values[index]]));
    expect(row(rows[1]!)).toEqual({
      ticket_id: ticket.id,
      game: 'powerball',
      label: 'Office, "pool"',
      first_draw_date: '2026-11-28',
      last_draw_date: '2026-11-30',
      draws: '2',
      price_per_line: '2',
      currency: 'USD',
      ticket_created_at: '2026-11-26T15:02:11.204Z',
      line: '1',
      line_main: '4 18 23 41 62',
      line_special: '9',
      draw_date: '2026-11-28',
      result_status: 'checked',
      matched_main: '18 41',
      matched_special: '9',
      bonus_matched: 'false',
      tier: '2+1',
      prize_kind: 'fixed',
      prize_amount: '7',
      prize_paid_as: '',
    });
    // A pending draw says nothing of numbers or prizes.
    expect(row(rows[0]!)).toMatchObject({ line: '1', draw_date: '2026-11-30', result_status: 'pending', matched_main: '', bonus_matched: '', tier: '', prize_kind: '' });
    expect(row(rows[2]!)).toMatchObject({ line: '2', line_main: '7 12 33 45 69', draw_date: '2026-11-28', result_status: 'checked', matched_main: '', tier: '' });
  });

  it('keeps a line without results as one row with the result columns empty', () => {
    const [, ...rows] = parseCsv(ticketsCsv([{ ...ticket, results: ticket.results.filter((result) => result.line === 0) }]));
    expect(rows.map((values) => [values[9], values[12]])).toEqual([
      ['1', '2026-11-30'],
      ['1', '2026-11-28'],
      ['2', ''],
    ]);
  });

  it('is the header alone without tickets', () => {
    expect(ticketsCsv([])).toBe(`${TICKETS_CSV_HEADER.join(',')}\r\n`);
  });
});
