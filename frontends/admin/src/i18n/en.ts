/** English texts of the admin remote (namespace `admin`). */
export const en = {
  documentTitle: 'Data Admin – PickWise',
  title: 'Data Admin',
  subtitle: 'Live status of the PickWise services behind the site.',
  healthHeading: 'Service health',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  loading: 'Checking services…',
  overall: { ok: 'All systems operational', degraded: 'Some services are down' },
  status: { up: 'Up', down: 'Down' },
  checkedAt: 'Checked at {{time}}',
  error: 'Could not read service health: {{message}}',
  services: {
    generation: 'Number generation',
    draws: 'Draw history',
    jackpots: 'Jackpots',
    identity: 'Accounts and sign-in',
    ingestion: 'Data ingestion',
  },
};
export type AdminTexts = typeof en;
