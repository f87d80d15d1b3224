import { ZODIAC_SIGNS } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';

const numberList = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : undefined;

/** Even and odd counts from the shapes a method may report: `{ even, odd }`, `[even, odd]` or `"3/2"`. */
function parityCounts(value: unknown): { even: number; odd: number } | undefined {
  if (value && typeof value === 'object' && 'even' in value && 'odd' in value) {
    const { even, odd } = value as { even: unknown; odd: unknown };
    if (typeof even === 'number' && typeof odd === 'number') return { even, odd };
  }
  const pair = numberList(value);
  if (pair?.length === 2) return { even: pair[0] as number, odd: pair[1] as number };
  const match = typeof value === 'string' ? /^(\d+)\D+(\d+)$/.exec(value) : null;
  return match ? { even: Number(match[1]), odd: Number(match[2]) } : undefined;
}

/**
 * What a method reports about a set, in words: the AI quality score, the range pattern, the
 * hottest numbers, parity, the sign, the visitor's own numbers and any that did not fit.
 */
export function SetMeta({ meta }: { meta: Record<string, unknown> | undefined }) {
  const { t } = usePublicSiteTexts();
  if (!meta) return null;
  const items: { key: string; text: string; title?: string }[] = [];

  if (typeof meta.score === 'number') {
    items.push({ key: 'score', text: t('generator.meta.score', { score: Math.round(meta.score) }), title: t('generator.meta.scoreHint') });
  }
  const buckets = numberList(meta.buckets) ?? (typeof meta.buckets === 'string' ? meta.buckets.split(/\D+/).map(Number) : undefined);
  if (buckets) {
    const pattern = buckets.join('-');
    items.push({
      key: 'buckets',
      text:
        typeof meta.patternDraws === 'number'
          ? t('generator.meta.bucketsSeen', { pattern, draws: meta.patternDraws })
          : t('generator.meta.buckets', { pattern }),
    });
  }
  const walk = numberList(meta.walk);
  if (walk?.length) items.push({ key: 'walk', text: t('generator.meta.walk', { walk: walk.map((band) => band + 1).join(' → ') }) });
  const stepsSeen = numberList(meta.stepsSeen);
  if (stepsSeen?.length) items.push({ key: 'stepsSeen', text: t('generator.meta.stepsSeen', { count: Math.min(...stepsSeen) }) });
  const hottest = numberList(meta.hottest);
  if (hottest?.length) items.push({ key: 'hottest', text: t('generator.meta.hottest', { numbers: hottest.join(', ') }) });
  const cold = numberList(meta.cold);
  if (cold?.length) items.push({ key: 'cold', text: t('generator.meta.cold', { numbers: cold.join(', ') }) });
  const parity = parityCounts(meta.parity);
  if (parity) items.push({ key: 'parity', text: t('generator.meta.parity', parity) });
  if (typeof meta.sign === 'string' && (ZODIAC_SIGNS as readonly string[]).includes(meta.sign)) {
    items.push({ key: 'sign', text: t('generator.meta.sign', { sign: t(`zodiac.${meta.sign}`) }) });
  }
  if (typeof meta.numberOfTheDay === 'number') {
    items.push({ key: 'numberOfTheDay', text: t('generator.meta.numberOfTheDay', { number: meta.numberOfTheDay }) });
  }
  const dateNumbers = Array.isArray(meta.dateNumbers)
    ? meta.dateNumbers.map((entry: unknown) => (entry as { number?: unknown }).number).filter((n): n is number => typeof n === 'number')
    : undefined;
  if (dateNumbers?.length) items.push({ key: 'dates', text: t('generator.meta.fromDates', { numbers: dateNumbers.join(', ') }) });
  if (meta.noDateNumbers === true) items.push({ key: 'noDates', text: t('generator.meta.noDateNumbers') });
  const favorites = [...(numberList(meta.favoritesUsed) ?? []), ...(numberList(meta.specialFavoritesUsed) ?? [])];
  if (favorites.length) items.push({ key: 'favorites', text: t('generator.meta.favoritesUsed', { numbers: favorites.join(', ') }) });
  const outOfRange = numberList(meta.outOfRange);
  if (outOfRange?.length) items.push({ key: 'outOfRange', text: t('generator.meta.outOfRange', { numbers: outOfRange.join(', ') }) });

  if (items.length === 0) return null;
  return (
    <ul className="ps-result__meta">
      {items.map((item) => (
        <li key={item.key} title={item.title}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
