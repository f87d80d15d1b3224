import { useEffect } from 'react';
import { ApiError, type DrawDetail } from '@pickwise/api-client';
import { useDrawDetails } from '@pickwise/api-client/history';
import { Dialog, Spinner } from '@pickwise/ui';
import type { Game } from '@pickwise/lottery';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { formatCount } from '../odds/number-format.js';
import { DrawNumbers } from './DrawNumbers.js';
import { DrawSource, JackpotText } from './DrawSource.js';
import { DrawSourcesTable } from './DrawSourcesTable.js';
import { DrawStatusBadge } from './DrawStatus.js';
import { drawDisplay, formatDrawDate, formatInstant } from './draw-display.js';
import { sourceName } from './verification-format.js';

interface DrawDetailsDialogProps {
  game: Game;
  date: string | undefined;
  onClose: () => void;
  /** The server found the profile incomplete after all (it changed in another tab): the gate's toast. */
  onRefused: () => void;
}

function RoundDetails({ game, detail }: { game: Game; detail: DrawDetail }) {
  const { t, language } = usePublicSiteTexts();
  const display = drawDisplay(game, detail.draw, language);
  const { rules } = detail;
  const rulesText =
    t('history.rulesText', { mainCount: rules.mainCount, mainMax: rules.mainMax }) +
    (rules.specialCount > 0 ? t('history.rulesSpecial', { count: rules.specialCount, min: rules.specialMin, max: rules.specialMax }) : '') +
    (rules.bonusCount > 0 ? t('history.rulesBonus') : '');
  const period = rules.until
    ? t('history.rulesPeriod', { since: formatDrawDate(rules.since, language), until: formatDrawDate(rules.until, language) })
    : t('history.rulesPeriodCurrent', { since: formatDrawDate(rules.since, language) });
  const since = [...detail.mainSince, ...detail.bonusSince, ...detail.specialSince];
  const { status, firstSeenAt, verifiedAt, sources } = detail.draw;
  const firstSource = sources[0];
  return (
    <div className="ps-draw-details">
      <DrawNumbers game={game} draw={detail.draw} />
      {status === 'disputed' && (
        <p className="ps-draw-details__disputed" role="note" data-testid="draw-disputed">
          {t('verification.disputedNote', { source: firstSource ? sourceName(firstSource.provider) : '', game: game.name })}
        </p>
      )}
      <dl className="ps-draw-details__facts">
        <dt>{t('verification.statusLabel')}</dt>
        <dd data-testid="details-status">
          <DrawStatusBadge status={status} />
        </dd>
        <dt>{t('verification.firstSeenLabel')}</dt>
        <dd data-testid="details-first-seen">{formatInstant(firstSeenAt, language)}</dd>
        {verifiedAt && (
          <>
            <dt>{t('verification.verifiedAtLabel')}</dt>
            <dd>{formatInstant(verifiedAt, language)}</dd>
          </>
        )}
        <dt>{t('history.jackpot')}</dt>
        <dd>
          <JackpotText row={display} />
        </dd>
        <dt>{t('history.source')}</dt>
        <dd>
          <DrawSource game={game} row={display} />
        </dd>
        <dt>{t('history.rulesThatDay')}</dt>
        <dd>
          {rules.matrix}: {rulesText} ({period})
        </dd>
        <dt>{t('history.prizeTable')}</dt>
        <dd>
          {detail.prizeTable ? (
            <a href={detail.prizeTable.source.url} target="_blank" rel="noopener noreferrer">
              {detail.prizeTable.source.title}
            </a>
          ) : (
            t('history.noPrizeTable')
          )}
        </dd>
      </dl>
      {sources.length > 0 && <DrawSourcesTable currency={detail.draw.jackpot_currency ?? game.currency} sources={sources} />}
      <h3>{t('history.drawnSince')}</h3>
      {detail.drawsSince === 0 ? (
        // The newest draw: nothing has come after it to count.
        <p data-testid="drawn-since-none">{t('history.noDrawsSince')}</p>
      ) : (
        <>
          <p>{t('history.drawnSinceIntro', { count: detail.drawsSince, draws: formatCount(detail.drawsSince, language) })}</p>
          <ul className="ps-draw-details__since" data-testid="drawn-since">
            {since.map(({ number, count }, index) => (
              <li key={`${index}-${number}`}>{t('history.timesDrawn', { number, count })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The details of the draws of one date (UK Lotto has two rounds on some nights), fetched once the gate let the user through. */
export function DrawDetailsDialog({ game, date, onClose, onRefused }: DrawDetailsDialogProps) {
  const { t, language } = usePublicSiteTexts();
  const details = useDrawDetails(game.id, date);
  const refusedForProfile = details.error instanceof ApiError && details.error.code === 'FORBIDDEN';

  useEffect(() => {
    if (!refusedForProfile) return;
    onClose();
    onRefused();
  }, [refusedForProfile, onClose, onRefused]);

  const rounds = details.data?.draws ?? [];
  return (
    <Dialog
      open={date !== undefined && !refusedForProfile}
      onOpenChange={(open) => !open && onClose()}
      title={date ? t('history.detailsTitle', { game: game.name, date: formatDrawDate(date, language) }) : ''}
      closeLabel={t('history.close')}
    >
      {details.isPending && <Spinner label={t('history.detailsLoading')} />}
      {details.error && !refusedForProfile && <p role="alert">{t('history.detailsError', { message: details.error.message })}</p>}
      {rounds.map((detail, index) => (
        <section key={`${detail.draw.draw_date}-${index}`} aria-label={rounds.length > 1 ? t('history.round', { n: index + 1 }) : undefined}>
          {rounds.length > 1 && <h3>{t('history.round', { n: index + 1 })}</h3>}
          <RoundDetails game={game} detail={detail} />
        </section>
      ))}
    </Dialog>
  );
}
