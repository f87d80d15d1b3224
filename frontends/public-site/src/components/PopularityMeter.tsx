import { POPULARITY_REASONS, type Popularity } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import './popularity.css';

/** `meta.popularity` when it has the shape libs/lottery gives it. */
function readPopularity(meta: Record<string, unknown> | undefined): Popularity | undefined {
  const value = meta?.popularity as Partial<Popularity> | undefined;
  if (!value || typeof value.score !== 'number' || !Array.isArray(value.reasons)) return undefined;
  const reasons = value.reasons.filter((reason) => (POPULARITY_REASONS as readonly string[]).includes(reason?.id) && typeof reason.points === 'number');
  return { score: value.score, reasons };
}

const levelOf = (score: number) => (score < 25 ? 'low' : score < 50 ? 'medium' : 'high');

/**
 * A set's jackpot-sharing risk (0–100) and the reasons that raise it. The page states once, beside
 * the list (`noteId`), that this changes how many might share a jackpot, not the chance to win.
 */
export function PopularityMeter({ meta, noteId }: { meta: Record<string, unknown> | undefined; noteId: string }) {
  const { t } = usePublicSiteTexts();
  const popularity = readPopularity(meta);
  if (!popularity) return null;
  const level = levelOf(popularity.score);
  return (
    <div className={`ps-popularity ps-popularity--${level}`} data-testid="popularity" aria-describedby={noteId}>
      <p className="ps-popularity__label">
        {t('generator.popularity.label', { score: popularity.score, level: t(`generator.popularity.${level}`) })}
      </p>
      <span className="ps-popularity__bar" aria-hidden="true">
        <span style={{ width: `${popularity.score}%` }} />
      </span>
      {popularity.reasons.length > 0 && (
        <ul className="ps-popularity__reasons">
          {popularity.reasons.map((reason) => (
            <li key={reason.id} data-reason={reason.id}>
              {t(`generator.popularity.reasons.${reason.id}`)} (+{reason.points})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
