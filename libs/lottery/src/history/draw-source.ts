/**
 * Where a stored draw came from, as a link for people: the history files name the GitHub
 * repository (owner/name) each row was taken from; ingested draws name the provider
 * (docs/providers.md). 'mock-api' (docs/product-spec.md §3) and anything unknown have no link.
 */
const PROVIDER_SITES: Readonly<Record<string, string>> = {
  'ny-open-data': 'https://data.ny.gov',
  'uk-national-lottery': 'https://www.national-lottery.co.uk/results',
  'euromillions-api': 'https://euromillions.api.pedromealha.dev',
  lottoland: 'https://www.lottoland.com',
  'lotto-number-archive': 'https://github.com/JohannesFriedrich/LottoNumberArchive',
  magayo: 'https://www.magayo.com',
};

const GITHUB_REPOSITORY = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

export function drawSourceUrl(source: string): string | null {
  if (Object.hasOwn(PROVIDER_SITES, source)) return PROVIDER_SITES[source] ?? null;
  return GITHUB_REPOSITORY.test(source) ? `https://github.com/${source}` : null;
}
