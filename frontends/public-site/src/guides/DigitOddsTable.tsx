import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount, formatDecimal } from '../odds/number-format.js';
import { digitGameOdds } from './digit-games.js';

/** 1-1-2 for a pair and a single: each distinct digit repeated as often as the pattern says. */
const exampleOf = (repeats: readonly number[]) => repeats.flatMap((times, index) => Array<number>(times).fill(index + 1)).join('-');

/** Every box pattern of a digit game: how many results have it, the orders a box bet wins on, its odds. */
export function DigitOddsTable({ digits }: { digits: number }) {
  const { t, language } = usePublicSiteTexts();
  const { combinations, patterns } = digitGameOdds(digits);
  const caption = t('guides.digits.caption', { count: digits, combinations: formatCount(combinations, language) });
  return (
    <div className="ps-guide__scroll" role="region" aria-label={caption}>
      <table className="ps-guide__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('guides.digits.pattern')}</th>
            <th scope="col">{t('guides.digits.example')}</th>
            <th scope="col">{t('guides.digits.results')}</th>
            <th scope="col">{t('guides.digits.orders')}</th>
            <th scope="col">{t('guides.digits.box')}</th>
          </tr>
        </thead>
        <tbody>
          {patterns.map(({ repeats, orders, results }) => (
            <tr key={repeats.join('-')}>
              <th scope="row">{t(`guides.digits.patterns.${repeats.join('-')}`)}</th>
              <td>{exampleOf(repeats)}</td>
              <td className="ps-guide__number">{formatCount(results, language)}</td>
              <td className="ps-guide__number">{orders}</td>
              <td className="ps-guide__number">{t('guides.digits.oneIn', { n: formatDecimal(combinations / orders, language, 1) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
