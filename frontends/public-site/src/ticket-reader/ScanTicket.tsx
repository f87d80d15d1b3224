import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import { findGame, type GameId } from '@pickwise/lottery';
import type { ReadLine, ReadNumber, ReadTicket } from '@pickwise/ticket-reader';
import { Button, Spinner, buttonClassName } from '@pickwise/ui';
import { formatDrawDate } from '../history/draw-display.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import type { TicketFormStart } from '../tickets/TicketForm.js';
import { useTicketReader } from './use-ticket-reader.js';
import './scan-ticket.css';

const two = (value: number) => String(value).padStart(2, '0');

/** The form's start from a ticket read: its game, dates and lines, numbers that could not be read left for the player. */
export function startOfReadTicket(ticket: ReadTicket): TicketFormStart {
  const values = (numbers: readonly ReadNumber[]) => numbers.flatMap((number) => (number.value === null ? [] : [number.value]));
  return {
    game: ticket.game,
    lines: ticket.lines.map((line) => ({ main: values(line.main), special: values(line.special) })),
    ...(ticket.firstDrawDate ? { firstDrawDate: ticket.firstDrawDate, draws: ticket.draws } : {}),
  };
}

function ReadNumbers({ numbers }: { numbers: readonly ReadNumber[] }) {
  const { t } = usePublicSiteTexts();
  // Spaced as printed, so the line reads and copies as numbers, not one long figure.
  return numbers.map((number, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      {number.value === null ? (
        <mark className="ps-scan__unsure" data-testid="scan-number">
          <span aria-hidden="true">??</span>
          <span className="pw-visually-hidden">{t('scanTicket.missing')}</span>
        </mark>
      ) : number.unsure ? (
        <mark className="ps-scan__unsure" data-testid="scan-number" data-unsure="true">
          {two(number.value)}
          <span aria-hidden="true">?</span>
          <span className="pw-visually-hidden">, {t('scanTicket.unsure')}</span>
        </mark>
      ) : (
        <span data-testid="scan-number">{two(number.value)}</span>
      )}
    </Fragment>
  ));
}

function ReadLineRow({ line }: { line: ReadLine }) {
  return (
    <li className="ps-scan__line" data-testid="scan-line">
      <span className="ps-scan__label">{line.label}</span> <ReadNumbers numbers={line.main} />
      {line.special.length > 0 && (
        <>
          {' + '}
          <ReadNumbers numbers={line.special} />
        </>
      )}
    </li>
  );
}

/**
 * 'Scan a ticket' (issue 37): a photo taken or picked, read on this device by the reader worker
 * (progress, or why it could not be read), the lines read beside the photo with every number that
 * may be misread marked, then what the screen that offers it does with them (`renderActions`: My
 * tickets' check on the game's grid before saving, the checker's line to check),
 * always through the player's own check. `game` names the game when the screen has one (the
 * checker's). The photo lives in this screen's memory alone and is let go when it closes.
 */
export function ScanTicket({
  game: givenGame,
  renderActions,
  onClose,
  headingLevel = 2,
}: {
  game?: GameId;
  renderActions: (ticket: ReadTicket) => ReactNode;
  onClose?: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t, language } = usePublicSiteTexts();
  const inputId = useId();
  const { state, read } = useTicketReader();
  const [photoUrl, setPhotoUrl] = useState<string>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The photo's object URL is freed when another photo replaces it and when the screen closes.
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    setPhotoUrl(URL.createObjectURL(file));
    read(file, givenGame);
  };

  const game = state.status === 'read' ? findGame(state.ticket.game) : undefined;
  return (
    <section className="ps-scan" aria-labelledby={`${inputId}-heading`} data-testid="scan-ticket">
      <Heading id={`${inputId}-heading`}>{t('scanTicket.heading')}</Heading>
      <p>{t('scanTicket.intro')}</p>
      <p className="ps-notice" data-testid="scan-privacy">
        {t('scanTicket.privacy')} {t('scanTicket.notValidation')}
      </p>
      <div className="ps-scan__choose">
        <label htmlFor={inputId} className={buttonClassName('primary')}>
          {t(photoUrl ? 'scanTicket.another' : 'scanTicket.choose')}
        </label>
        <input id={inputId} className="pw-visually-hidden" type="file" accept="image/*" capture="environment" onChange={(event) => onPhoto(event.currentTarget.files?.[0])} data-testid="scan-input" />
        {onClose && (
          <Button variant="ghost" onClick={onClose}>
            {t('scanTicket.close')}
          </Button>
        )}
      </div>

      <div className="ps-scan__body">
        {photoUrl && (
          <figure className="ps-scan__photo">
            <img src={photoUrl} alt={t('scanTicket.photoAlt')} />
          </figure>
        )}
        <div className="ps-scan__outcome" aria-live="polite">
          {state.status === 'reading' && <Spinner label={t(`scanTicket.steps.${state.step}`)} />}
          {state.status === 'failed' && (
            <p role="alert" className="ps-account-form__error" data-testid="scan-failure">
              {t(`scanTicket.failures.${state.failure}`)}
            </p>
          )}
          {state.status === 'crashed' && (
            <p role="alert" className="ps-account-form__error" data-testid="scan-failure">
              {t('scanTicket.failures.crashed')}
            </p>
          )}
          {state.status === 'read' && game && (
            <div data-testid="scan-result">
              <p>
                <strong>{t('scanTicket.read', { game: game.name, count: state.ticket.lines.length })}</strong>
              </p>
              <p data-testid="scan-dates">
                {state.ticket.drawDates ? t('scanTicket.dates', { dates: state.ticket.drawDates.map((date) => formatDrawDate(date, language)).join(', ') }) : t('scanTicket.noDate')}
              </p>
              <ol className="ps-scan__lines">
                {state.ticket.lines.map((line, index) => (
                  <ReadLineRow key={index} line={line} />
                ))}
              </ol>
              {state.ticket.lines.some((line) => line.problems.length > 0) && <p data-testid="scan-unsure-note">{t('scanTicket.unsureNote')}</p>}
              {renderActions(state.ticket)}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** My tickets' next step: the ticket form filled in with what was read, where the player checks every number on the grid and saves. */
export function CheckAndSave({ ticket, renderForm }: { ticket: ReadTicket; renderForm: (start: TicketFormStart) => ReactNode }) {
  const { t } = usePublicSiteTexts();
  const [checking, setChecking] = useState(false);
  if (checking) return renderForm(startOfReadTicket(ticket));
  return (
    <Button variant="primary" onClick={() => setChecking(true)} data-testid="scan-check">
      {t('scanTicket.check')}
    </Button>
  );
}
