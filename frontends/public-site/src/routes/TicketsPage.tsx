import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthSession } from '@pickwise/api-client';
import { useDeleteTicket, useTickets } from '@pickwise/api-client/tickets';
import type { LineResult, TicketSummary } from '@pickwise/contracts';
import { GAMES, findGame } from '@pickwise/lottery';
import { Button, Dialog, Spinner, buttonClassName, notify } from '@pickwise/ui';
import { closeResultNotifications } from '../alerts/shown-alerts.js';
import { CompactHero } from '../components/CompactHero.js';
import { PageMetadata } from '../components/PageMetadata.js';
import { calendarLinkEn } from '../i18n/en-calendar-link.js';
import { historyEn } from '../i18n/en-history.js';
import { scanTicketEn } from '../i18n/en-scan-ticket.js';
import { ticketsEn } from '../i18n/en-tickets.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { removeDeviceTicket, useDeviceTickets, type DeviceTicket } from '../tickets/device-tickets.js';
import { ticketName, TicketCard } from '../tickets/TicketCard.js';
import { TicketForm, type TicketFormStart, type TicketFormTarget } from '../tickets/TicketForm.js';
import { ADD_PARAM, EDIT_PARAM, SCAN_PARAM, startOfAddLink } from '../tickets/ticket-link.js';
import { CheckAndSave, ScanTicket } from '../ticket-reader/ScanTicket.js';
import { useDeviceTicketMove } from '../tickets/use-device-ticket-move.js';
import { SpendingPanel } from '../tickets/spending/index.js';
import { useDeviceTicketViews } from '../tickets/use-device-ticket-views.js';
import '../tickets/tickets.css';

addScreenTexts(ticketsEn);
addScreenTexts(scanTicketEn);
addScreenTexts(calendarLinkEn);
// The history's status words, which a ticket's results name (issue 39).
addScreenTexts({ verification: { status: historyEn.verification.status } });

/** A ticket of the list: the account's, or the device's with its results worked out here. */
interface ListedTicket {
  ticket: TicketSummary;
  deviceResults?: readonly LineResult[];
}

/** Active tickets by next draw (soonest first), past ones by last draw (newest first): the API's order, kept when device tickets join. */
function listOrder(a: TicketSummary, b: TicketSummary): number {
  if (a.status !== b.status) return a.status === 'active' ? -1 : 1;
  if (a.status === 'active') return (a.nextDrawDate ?? '').localeCompare(b.nextDrawDate ?? '');
  return b.lastDrawDate.localeCompare(a.lastDrawDate);
}

/** The form's start for an edit: the ticket as saved. */
function editStart(ticket: TicketSummary | DeviceTicket): TicketFormStart {
  return { game: ticket.game, lines: ticket.lines, firstDrawDate: ticket.firstDrawDate, draws: ticket.draws, pricePerLine: ticket.pricePerLine, label: ticket.label };
}

/**
 * /tickets (issue 26): the player's tickets, active and past, each opening its results per draw and
 * line; the form to add one (`?add=<game>&main=…&special=…`, filled in by 'Save as ticket') or edit
 * one (`?edit=<id>`). Signed in, the tickets are the account's (and a device's are moved there);
 * a visitor's live in this browser.
 */
export default function TicketsPage() {
  const { t, link } = usePublicSiteTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { status } = useAuthSession();
  const signedIn = status === 'signedIn';
  const deviceTickets = useDeviceTickets();
  const move = useDeviceTicketMove(signedIn, deviceTickets);
  const deviceViews = useDeviceTicketViews(deviceTickets);
  const account = useTickets();
  const [deleting, setDeleting] = useState<TicketSummary>();
  const deleteTicket = useDeleteTicket();
  const backToList = () => navigate(link('/tickets'));

  useEffect(() => {
    closeResultNotifications().catch((error: unknown) => console.warn('The results notifications could not be closed:', error));
  }, []);

  const listed: ListedTicket[] = [
    ...(account.data?.tickets ?? []).map((ticket) => ({ ticket })),
    ...deviceViews.views.flatMap((view) => (view ? [{ ticket: view, deviceResults: view.results }] : [])),
  ].sort((a, b) => listOrder(a.ticket, b.ticket));
  const deviceIds = new Set(deviceTickets.map((ticket) => ticket.clientId));

  const confirmDelete = () => {
    if (!deleting) return;
    const done = () => {
      notify('success', { title: t('tickets.deleteDialog.deleted') });
      setDeleting(undefined);
    };
    if (deviceIds.has(deleting.id)) {
      removeDeviceTicket(deleting.id);
      return done();
    }
    deleteTicket.mutate(deleting.id, { onSuccess: done, onError: () => notify('error', { title: t('tickets.deleteDialog.failed') }) });
  };

  const editId = search.get(EDIT_PARAM);
  const adding = search.has(ADD_PARAM);
  let form: { start: TicketFormStart; target: TicketFormTarget } | undefined;
  if (adding) {
    const { game, lines } = startOfAddLink(search);
    form = { start: { game: game ?? GAMES[0]!.id, lines }, target: { kind: 'new' } };
  } else if (editId) {
    const onDevice = deviceTickets.find((ticket) => ticket.clientId === editId);
    const onAccount = account.data?.tickets.find((ticket) => ticket.id === editId);
    if (onDevice) form = { start: editStart(onDevice), target: { kind: 'device', clientId: onDevice.clientId, createdAt: onDevice.createdAt } };
    else if (onAccount) form = { start: editStart(onAccount), target: { kind: 'account', id: onAccount.id } };
  }

  const active = listed.filter(({ ticket }) => ticket.status === 'active');
  const past = listed.filter(({ ticket }) => ticket.status === 'past');
  const renderList = (tickets: ListedTicket[], empty: string) =>
    tickets.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <ul className="ps-ticket-list">
        {tickets.map(({ ticket, deviceResults }) => (
          <TicketCard key={ticket.id} ticket={ticket} deviceResults={deviceResults} onDelete={setDeleting} />
        ))}
      </ul>
    );

  const deletingGame = deleting ? findGame(deleting.game) : undefined;
  return (
    <div className="ps-page ps-page--tight">
      <PageMetadata path="/tickets" title={t('tickets.pageTitle')} description={t('tickets.description')} />
      <CompactHero title={t('tickets.heading')} intro={t('tickets.intro')} />
      <div className="pw-container ps-tickets">
        {!signedIn && status !== 'loading' && (
          <div className="ps-notice" data-testid="device-note">
            <p>
              {t('tickets.device.note')} <Link to={link('/auth')}>{t('tickets.device.signIn')}</Link>
            </p>
          </div>
        )}
        {move.moving && <Spinner label={t('tickets.device.moving')} />}
        {move.refusals.map((refusal) => (
          <p key={refusal.clientId} className="ps-account-form__error" role="alert">
            {t(refusal.reason === 'overBudget' ? 'tickets.device.notMovedOverBudget' : 'tickets.device.notMoved')}
          </p>
        ))}

        {status === 'loading' || (signedIn && account.isPending && editId) ? (
          <Spinner label={t('tickets.loading')} />
        ) : form ? (
          <TicketForm key={`${editId ?? 'new'}-${search.toString()}`} start={form.start} target={form.target} signedIn={signedIn} onDone={backToList} />
        ) : search.has(SCAN_PARAM) ? (
          <ScanTicket
            renderActions={(ticket) => <CheckAndSave ticket={ticket} renderForm={(start) => <TicketForm start={start} target={{ kind: 'new' }} signedIn={signedIn} onDone={backToList} />} />}
            onClose={backToList}
          />
        ) : (
          <>
            <div className="ps-ticket-card__actions">
              <Link to={link(`/tickets?${ADD_PARAM}=`)} className={buttonClassName('primary')}>
                {t('tickets.add')}
              </Link>
              <Link to={link('/alerts')} className={buttonClassName('secondary')}>
                {t('calendarLink.alerts')}
              </Link>
              <Link to={link('/alerts#calendar')} className={buttonClassName('ghost')}>
                {t('calendarLink.mine')}
              </Link>
            </div>
            {/* Links in sentences, not more buttons: the row stays one line in Spanish too. */}
            <p>
              {t('scanTicket.prompt')}{' '}
              <Link to={link(`/tickets?${SCAN_PARAM}=`)} data-testid="scan-open">
                {t('scanTicket.open')}
              </Link>
              .
            </p>
            <p>
              {t('calendarLink.poolsPrompt')} <Link to={link('/pools')}>{t('calendarLink.poolsLink')}</Link>.
            </p>
            {editId && <p role="alert">{t('tickets.form.notFound')}</p>}
            {signedIn && account.isPending && <Spinner label={t('tickets.loading')} />}
            {(account.isError || deviceViews.failed) && (
              <div role="alert" className="ps-account-form__error">
                <p>{t('tickets.loadFailed')}</p>
                <Button variant="secondary" size="small" onClick={() => void account.refetch()}>
                  {t('tickets.retry')}
                </Button>
              </div>
            )}
            <section aria-labelledby="tickets-active" className="ps-tickets__section">
              <h2 id="tickets-active">{t('tickets.active')}</h2>
              {renderList(active, t('tickets.noneActive'))}
            </section>
            <section aria-labelledby="tickets-past" className="ps-tickets__section">
              <h2 id="tickets-past">{t('tickets.past')}</h2>
              {renderList(past, t('tickets.nonePast'))}
            </section>
            <SpendingPanel />
          </>
        )}
      </div>
      <Dialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('tickets.deleteDialog.title')}
        closeLabel={t('tickets.deleteDialog.close')}
      >
        {deleting && deletingGame && <p>{t('tickets.deleteDialog.text', { name: ticketName(deleting, deletingGame) })}</p>}
        <div className="ps-ticket-card__actions">
          <Button variant="primary" onClick={confirmDelete} disabled={deleteTicket.isPending}>
            {t('tickets.deleteDialog.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(undefined)}>
            {t('tickets.deleteDialog.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
