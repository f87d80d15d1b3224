// The smallest published wheels for the bench's cases, for the table's comparison (issue 28: "the
// lines compared with the lower bound and with the sizes of the best-known published designs").
// A wheel of k numbers a line over n chosen numbers that keeps "t if m" is a covering design
// C(n, k, t) when m = t, and a lotto design L(n, k, m, t) when m > t.
//
// The primary sites could not be read from this machine; both sources are dated copies of them in
// public repositories, read on 2026-11-26 (each value checked against the quoted row):
// - LJCR: the La Jolla Covering Repository's coverdata.json (D. M. Gordon, dmgordon.org/cover), as
//   archived on 2026-03-01 and tabulated in keremt-dev/discovery-harness,
//   data/covering/reference/targets.csv (commit c89fe726), rows "v,k,t,size,low_bd,…", e.g.
//   "20,6,3,71,64,…".
// - CR: the lotto-design table of the Covering Repository (coveringrepository.com/systems.aspx),
//   captured on 2026-04-24 in MYZ8088/CilantroKing,
//   n_algorithms/shared/baselines/coveringrepo_n_lt_26_baselines.json (commit aa4bdf11), entries
//   such as "L_20_6_4_3 … baseline_blocks: 35"; it stops at n = 25. Its m = t entries equal LJCR's.
// A case with no value here (the 3-if-4 and 4-if-5 wheels of 30 numbers) was found in neither.

export type BestKnownSource = 'LJCR' | 'CR';

export interface BestKnownSize {
  lines: number;
  source: BestKnownSource;
}

export const BEST_KNOWN_SOURCES: Record<BestKnownSource, string> = {
  LJCR: "La Jolla Covering Repository, coverdata.json of 2026-03-01 (keremt-dev/discovery-harness data/covering/reference/targets.csv)",
  CR: 'Covering Repository lotto designs, systems.aspx of 2026-04-24 (MYZ8088/CilantroKing n_algorithms/shared/baselines/coveringrepo_n_lt_26_baselines.json)',
};

/** By case id ("6/49:20:3if3", the ids of cases.ts). */
export const BEST_KNOWN: Readonly<Record<string, BestKnownSize>> = {
  // C(n, 6, 3)
  '6/49:10:3if3': { lines: 10, source: 'LJCR' },
  '6/49:15:3if3': { lines: 31, source: 'LJCR' },
  '6/49:20:3if3': { lines: 71, source: 'LJCR' },
  '6/49:25:3if3': { lines: 130, source: 'LJCR' },
  '6/49:30:3if3': { lines: 225, source: 'LJCR' },
  // L(n, 6, 4, 3)
  '6/49:10:3if4': { lines: 4, source: 'CR' },
  '6/49:15:3if4': { lines: 14, source: 'CR' },
  '6/49:20:3if4': { lines: 35, source: 'CR' },
  '6/49:25:3if4': { lines: 68, source: 'CR' },
  // L(n, 6, 5, 4)
  '6/49:10:4if5': { lines: 7, source: 'CR' },
  '6/49:15:4if5': { lines: 40, source: 'CR' },
  '6/49:20:4if5': { lines: 139, source: 'CR' },
  '6/49:25:4if5': { lines: 334, source: 'CR' },
  // C(n, 5, 3)
  '5/50:10:3if3': { lines: 17, source: 'LJCR' },
  '5/50:15:3if3': { lines: 55, source: 'LJCR' },
  '5/50:20:3if3': { lines: 133, source: 'LJCR' },
  '5/50:25:3if3': { lines: 256, source: 'LJCR' },
  '5/50:30:3if3': { lines: 459, source: 'LJCR' },
  // L(n, 5, 4, 3)
  '5/50:10:3if4': { lines: 7, source: 'CR' },
  '5/50:15:3if4': { lines: 24, source: 'CR' },
  '5/50:20:3if4': { lines: 61, source: 'CR' },
  '5/50:25:3if4': { lines: 121, source: 'CR' },
  // L(n, 5, 5, 4)
  '5/50:10:4if5': { lines: 14, source: 'CR' },
  '5/50:15:4if5': { lines: 95, source: 'CR' },
  '5/50:20:4if5': { lines: 350, source: 'CR' },
  '5/50:25:4if5': { lines: 900, source: 'CR' },
};

/**
 * The table's cell: the best-known size and how many more lines the wheel has ("71 +15%"; "10 =" when
 * equal); "–" when no published size was found. Fewer lines than a published size would be a new
 * record, or a fault to look into: it is marked "!".
 */
export function bestKnownCell(caseId: string, lines: number | null): string {
  const known = BEST_KNOWN[caseId];
  if (!known) return '–';
  const value = known.lines.toLocaleString('en-US');
  if (lines === null) return value;
  if (lines === known.lines) return `${value} =`;
  if (lines < known.lines) return `${value} !`;
  return `${value} +${Math.round(((lines - known.lines) / known.lines) * 100)}%`;
}
