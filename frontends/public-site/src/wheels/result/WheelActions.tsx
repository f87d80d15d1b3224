import { useState } from 'react';
import { Link } from 'react-router';
import { wheelQuery } from '@pickwise/contracts';
import type { Game, VerifiedWheel } from '@pickwise/lottery';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import { Button } from '@pickwise/ui';
import { ShareLinkPanel } from '../../components/ShareLinkPanel.js';
import { formatDrawDate } from '../../history/draw-display.js';
import { download } from '../../history/use-history-export.js';
import { usePublicSiteTexts } from '../../i18n/texts.js';
import { formatCount } from '../../odds/number-format.js';
import { AddToPoolSlot } from '../../pools/AddToPoolSlot.js';
import { useSaveWheelTickets, type SaveState } from './use-save-wheel-tickets.js';
import { wheelCsv, wheelCsvFileName } from './wheel-csv.js';
import { wheelLinesText } from './wheel-lines-text.js';

/** Download CSV, Print, Copy lines, the share link, Save as tickets and (for an organiser of a pool playing the game) Add to a pool; what each did is said in a polite live region. */
export function WheelActions({ wheel, game, guarantee }: { wheel: VerifiedWheel; game: Game; guarantee: string }) {
  const { t, link, language } = usePublicSiteTexts();
  const [said, setSaid] = useState('');
  const tickets = useSaveWheelTickets(wheel, game, (part, parts) => t('wheelResult.ticketLabel', { guarantee, part, parts }));
  // Commas need no escaping in a query (RFC 3986): the link keeps its readable numbers=3,7,11.
  const shareUrl = `${window.location.origin}${link(`/wheels?${wheelQuery(wheel.request).toString().replaceAll('%2C', ',')}`)}`;

  const downloadCsv = () => {
    const file = wheelCsvFileName(wheel);
    download(wheelCsv(wheel.lines), file, 'text/csv;charset=utf-8');
    setSaid(t('wheelResult.downloaded', { file }));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(wheelLinesText(wheel.lines));
      setSaid(t('wheelResult.copied', { count: wheel.lines.length, lines: formatCount(wheel.lines.length, language) }));
    } catch {
      setSaid(t('wheelResult.copyFailed'));
    }
  };

  return (
    <div className="ps-wheel-actions" data-print="hide">
      <h3>{t('wheelResult.actionsHeading')}</h3>
      <div className="ps-wheel-actions__buttons">
        <Button variant="secondary" size="small" onClick={downloadCsv}>
          {t('wheelResult.downloadCsv')}
        </Button>
        <Button variant="secondary" size="small" onClick={() => window.print()}>
          {t('wheelResult.print')}
        </Button>
        <Button variant="secondary" size="small" onClick={() => void copy()}>
          {t('wheelResult.copy')}
        </Button>
      </div>
      <p className="ps-wheel-actions__said" role="status" data-testid="wheel-action-status">
        {said}
      </p>

      <h4>{t('wheelResult.shareHeading')}</h4>
      <ShareLinkPanel
        game={game}
        url={shareUrl}
        texts={{
          label: t('wheelResult.shareLabel'),
          button: t('wheelResult.shareButton'),
          title: t('wheelResult.shareTitle', { game: game.name }),
          copied: t('wheelResult.shareCopied'),
          copyFailed: t('wheelResult.copyFailed'),
        }}
      />

      <div className="ps-wheel-actions__tickets">
        <Button onClick={tickets.save} disabled={!tickets.ready || tickets.state.kind === 'saving'} data-testid="wheel-save-tickets">
          {tickets.state.kind === 'saving' ? t('wheelResult.saving') : t('wheelResult.saveTickets')}
        </Button>
        <p className="ps-field__hint">
          {t('wheelResult.saveHint', { date: formatDrawDate(tickets.firstDrawDate, language), max: TICKET_MAX_LINES, count: tickets.tickets })}
        </p>
        <div role="status" data-testid="wheel-save-status">
          <SaveMessage state={tickets.state} tickets={tickets.tickets} ticketsPath={link('/tickets')} />
        </div>
        <AddToPoolSlot kind="lines" game={game.id} lines={wheel.lines} origin="wheel" />
      </div>
    </div>
  );
}

/** What saving did: how many tickets, where, with the way to My tickets; or why it stopped. */
function SaveMessage({ state, tickets, ticketsPath }: { state: SaveState; tickets: number; ticketsPath: string }) {
  const { t } = usePublicSiteTexts();
  if (state.kind === 'saved') {
    return (
      <p className="ps-wheel-actions__saved">
        {t(state.onDevice ? 'wheelResult.savedOnDevice' : 'wheelResult.saved', { count: state.tickets })}{' '}
        <Link className="ps-link" to={ticketsPath}>
          {t('wheelResult.openTickets')}
        </Link>
      </p>
    );
  }
  if (state.kind !== 'failed') return null;
  return (
    <p className="ps-field__error">
      {t(`wheelResult.${state.problem}`)} {state.saved > 0 && t('wheelResult.savedBefore', { saved: state.saved, tickets })}{' '}
      {state.saved > 0 || state.problem === 'overBudget' ? (
        <Link className="ps-link" to={ticketsPath}>
          {t('wheelResult.openTickets')}
        </Link>
      ) : null}
    </p>
  );
}
