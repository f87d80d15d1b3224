import { useTranslation } from 'react-i18next';
import type { AdminGameHealth, GameHealthStatus } from '@pickwise/api-client';
import { useLanguage } from '@pickwise/i18n';
import { Badge, Card, Icon, type BadgeTone } from '@pickwise/ui';
import { ADMIN_NAMESPACE } from '../i18n/index.js';
import { formatCount, formatDateTime } from '../format/numbers.js';
import { formatAge } from '../format/relative-age.js';
import { UnverifiedDraws } from './UnverifiedDraws.js';

const STATUS_TONES: Record<GameHealthStatus, BadgeTone> = { success: 'success', running: 'primary', failed: 'danger', never: 'neutral' };

/** One game of the Game Health tab (docs/product-spec.md §2): its last run, rows, stored draws, last error, the S-2 warning and its draws not verified. */
export function GameHealthCard({ game }: { game: AdminGameHealth }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const language = useLanguage();
  const headingId = `game-health-${game.game}`;
  const none = t('notAvailable');
  return (
    <Card as="li" className="admin-game" data-game={game.game} data-status={game.status} aria-labelledby={headingId}>
      <div className="admin-game__header">
        <div>
          <h3 id={headingId} className="admin-game__name">
            {game.name}
          </h3>
          <p className="admin-game__id">{game.game}</p>
        </div>
        <div className="admin-game__badges">
          <Badge aria-label={t('gameHealth.currency', { currency: game.currency })}>{game.currency}</Badge>
          <Badge tone={STATUS_TONES[game.status]} data-field="status">
            {t(`gameHealth.status.${game.status}`)}
          </Badge>
        </div>
      </div>
      {game.warning ? (
        <p className="admin-warning" data-field="warning">
          <Icon name="warning" />{' '}
          <span>{t('gameHealth.zeroRowFetches')}</span>
        </p>
      ) : null}
      <dl className="admin-facts">
        <div>
          <dt>{t('gameHealth.lastRun')}</dt>
          <dd data-field="lastRun">
            {game.lastRunAt && game.lastRunAgeSeconds !== null ? (
              <time dateTime={game.lastRunAt} title={formatDateTime(game.lastRunAt, language)}>
                {formatAge(game.lastRunAgeSeconds, language)}
              </time>
            ) : (
              t('gameHealth.neverRun')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('gameHealth.lastRows')}</dt>
          <dd data-field="lastRows" data-value={game.lastRows ?? ''}>
            {game.lastRows === null ? none : t('gameHealth.lastRowsValue', { count: game.lastRows })}
          </dd>
        </div>
        <div>
          <dt>{t('gameHealth.totalDraws')}</dt>
          <dd data-field="totalDraws" data-value={game.totalDraws ?? ''}>
            {game.totalDraws === null ? none : formatCount(game.totalDraws, language)}
          </dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t('gameHealth.lastError')}</dt>
          <dd data-field="lastError" className={game.lastError ? 'admin-facts__error' : undefined}>
            {game.lastError ? t('gameHealth.lastErrorAt', { message: game.lastError.message, when: formatDateTime(game.lastError.at, language) }) : t('gameHealth.noError')}
          </dd>
        </div>
      </dl>
      <UnverifiedDraws game={game} />
    </Card>
  );
}
