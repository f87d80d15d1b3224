import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import type { Pool, PoolDraw } from '@pickwise/contracts';
import { POOL_PHOTO_MAX_BYTES } from '@pickwise/contracts/limits';
import { CLAIM_THRESHOLDS, type GameId } from '@pickwise/lottery';
import { GAME_COPY } from '@pickwise/site/copy';
import { Badge, Button, notify } from '@pickwise/ui';
import { formatDrawDate, formatInstant } from '../history/draw-display.js';
import { ScrollRegion } from '../components/ScrollRegion.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { FullHash, actionFailureKey } from './pool-parts.js';
import { formatKilobytes, formatMinor, gameName, parseMinor } from './pool-format.js';
import { useMemberName } from './PoolMembers.js';
import { PhotoScaleError, scaledPhoto } from './photo-scale.js';
import { poolsApi, usePoolAction, usePoolPhoto } from '@pickwise/api-client/pools';

type Ticket = PoolDraw['tickets'][number];

/** One draw of the pool: its status and seal, tickets with photos, who has paid, results, statements and, for a large prize, what claiming it needs. */
export function PoolDrawCard({ pool, draw }: { pool: Pool; draw: PoolDraw }) {
  const { t, language } = usePublicSiteTexts();
  const headingId = useId();
  const action = usePoolAction(pool.id);
  const organiser = pool.me.organiser;
  const open = draw.status === 'open';
  const game = gameName(draw.game);
  const date = formatDrawDate(draw.date, language);
  const money = (amountMinor: number) => formatMinor(amountMinor, draw.currency, language);

  const seal = () =>
    action.mutate((token) => poolsApi.seal(token, pool.id, draw.game, draw.date), {
      onSuccess: () => notify('success', { title: t('pools.draws.sealedNow') }),
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });

  return (
    <li className="ps-card ps-pool-draw" data-testid="pool-draw">
      <h3 id={headingId}>{t('pools.draws.drawOf', { game, date })}</h3>
      {draw.seal ? (
        <>
          <p data-testid="pool-draw-status">
            <Badge tone="success">
              {t('pools.draws.sealed', { sequence: draw.seal.sequence, time: formatInstant(draw.seal.sealedAt, language), by: t(`pools.draws.sealedBy.${draw.seal.sealedBy}`) })}
            </Badge>
          </p>
          <FullHash hash={draw.seal.hash} label={t('pools.draws.sealHash')} copyLabel={t('pools.draws.copyHash')} testId="seal-hash" />
        </>
      ) : (
        <p data-testid="pool-draw-status">
          <Badge tone="primary">{t('pools.draws.open', { time: formatInstant(draw.salesCutoffAt, language) })}</Badge>
        </p>
      )}
      {organiser && open && (
        <div className="ps-pool-seal">
          <p className="ps-field__hint" id={`${headingId}-seal-hint`}>
            {t('pools.draws.sealHint')}
          </p>
          <Button onClick={seal} disabled={action.isPending} aria-describedby={`${headingId}-seal-hint`} aria-label={t('pools.draws.sealLabel', { game, date })}>
            {t('pools.draws.seal')}
          </Button>
        </div>
      )}
      <p>{t('pools.draws.spend', { amount: money(draw.spendMinor) })}</p>

      <h4>{t('pools.draws.tickets')}</h4>
      {draw.tickets.length === 0 ? (
        <p>{t('pools.draws.noTickets')}</p>
      ) : (
        <ol className="ps-pool-tickets">
          {draw.tickets.map((ticket, index) => (
            <PoolTicketItem key={ticket.id} pool={pool} draw={draw} ticket={ticket} n={index + 1} />
          ))}
        </ol>
      )}

      <Contributions pool={pool} draw={draw} />
      <Results pool={pool} draw={draw} />
      <Statement pool={pool} draw={draw} />
      {draw.results?.claimNeeded && <Claim pool={pool} draw={draw} />}
    </li>
  );
}

/** A ticket of the draw: its lines (special numbers named), price, origin, photo and the photo's SHA-256; the organiser's photo upload and removal while the draw is open. */
function PoolTicketItem({ pool, draw, ticket, n }: { pool: Pool; draw: PoolDraw; ticket: Ticket; n: number }) {
  const { t, language, pick } = usePublicSiteTexts();
  const inputId = useId();
  const action = usePoolAction(pool.id);
  const [sending, setSending] = useState(false);
  const specialCopy = GAME_COPY[draw.game as GameId].specialName;
  const specialName = specialCopy ? pick(specialCopy) : '';
  const editable = pool.me.organiser && draw.status === 'open';

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSending(true);
    try {
      const photo = await scaledPhoto(file);
      await action.mutateAsync((token) => poolsApi.putPhoto(token, pool.id, ticket.id, photo));
      notify('success', { title: t('pools.photo.saved') });
    } catch (error) {
      notify('error', { title: error instanceof PhotoScaleError ? t(`pools.photo.${error.reason}`) : t(actionFailureKey(error)) });
    } finally {
      setSending(false);
    }
  };

  const remove = () =>
    action.mutate((token) => poolsApi.removeTicket(token, pool.id, ticket.id), {
      onSuccess: () => notify('success', { title: t('pools.draws.ticketRemoved') }),
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });

  return (
    <li className="ps-pool-ticket" data-testid="pool-ticket">
      <div className="ps-pool-ticket__body">
        <p className="ps-pool-ticket__title">{t('pools.draws.ticket', { n })}</p>
        <ul className="ps-pool-ticket__lines">
          {ticket.lines.map((line, index) => (
            <li key={index} data-testid="pool-ticket-line">
              <span className="ps-pool-line__label">{t('pools.draws.line', { n: index + 1 })}:</span> <span className="ps-pool-line__main">{line.main.join(' ')}</span>
              {line.special.length > 0 && (
                <>
                  {' '}
                  <span className="ps-pool-line__special">{t('pools.draws.special', { name: specialName, numbers: line.special.join(' ') })}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        <p className="ps-field__hint">
          {t('pools.draws.price', { price: formatMinor(ticket.linePriceMinor, draw.currency, language) })} · {t('pools.draws.origin.label', { origin: t(`pools.draws.origin.${ticket.origin}`) })}
        </p>
        {ticket.photo ? (
          <div className="ps-pool-photo">
            <TicketPhoto poolId={pool.id} ticket={ticket} alt={t('pools.photo.alt', { n, game: gameName(draw.game), date: formatDrawDate(draw.date, language) })} />
            <FullHash hash={ticket.photo.sha256} label={t('pools.photo.hash')} copyLabel={`${t('pools.copy')}: ${t('pools.photo.hash')} ${n}`} testId="photo-hash" />
          </div>
        ) : (
          <p className="ps-field__hint">{t('pools.photo.none')}</p>
        )}
        {editable && (
          <div className="ps-pool-photo__upload">
            <label htmlFor={inputId}>{ticket.photo ? t('pools.photo.replace', { n }) : t('pools.photo.add', { n })}</label>
            <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp,image/*" aria-describedby={`${inputId}-hint`} disabled={sending} onChange={(event) => void onPhoto(event)} />
            <p className="ps-field__hint" id={`${inputId}-hint`} aria-live="polite">
              {sending ? t('pools.photo.sending') : t('pools.photo.hint', { size: formatKilobytes(POOL_PHOTO_MAX_BYTES, language) })}
            </p>
          </div>
        )}
        {editable && (
          <Button variant="ghost" size="small" onClick={remove} disabled={action.isPending}>
            {t('pools.draws.removeTicket', { n })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The photo, read with the token (an `img` cannot send it) and shown from an object URL, freed when it goes. */
function TicketPhoto({ poolId, ticket, alt }: { poolId: string; ticket: Ticket; alt: string }) {
  const { t } = usePublicSiteTexts();
  const photo = usePoolPhoto(poolId, ticket.id, ticket.photo!.sha256);
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : undefined), [photo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (photo.isError) return <p className="ps-field__hint">{t('pools.photo.loadFailed')}</p>;
  if (!url) return <div className="ps-pool-photo__thumb ps-skeleton" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="ps-pool-photo__link">
      <img className="ps-pool-photo__thumb" src={url} alt={alt} width={96} height={128} />
    </a>
  );
}

/** Who has paid: each member's share of the spend, the payment recorded and whether they confirmed it; the organiser records, a member confirms their own. */
function Contributions({ pool, draw }: { pool: Pool; draw: PoolDraw }) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const nameOf = useMemberName();
  const action = usePoolAction(pool.id);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const open = draw.status === 'open';
  const money = (amountMinor: number) => formatMinor(amountMinor, draw.currency, language);
  const member = (memberId: string) => pool.members.find((candidate) => candidate.memberId === memberId);
  const paid = draw.contributions.filter((contribution) => contribution.amountMinor > 0).length;

  const record = (memberId: string) => {
    const amountMinor = parseMinor(amounts[memberId] ?? '');
    if (amountMinor === undefined) return setProblem(memberId);
    setProblem(undefined);
    const name = nameOf(member(memberId));
    action.mutate((token) => poolsApi.recordContribution(token, pool.id, draw.game, draw.date, memberId, amountMinor), {
      onSuccess: () => notify('success', { title: t('pools.contributions.recorded', { name }) }),
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });
  };
  const confirm = () =>
    action.mutate((token) => poolsApi.confirmContribution(token, pool.id, draw.game, draw.date), {
      onSuccess: () => notify('success', { title: t('pools.contributions.confirmedYou') }),
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });

  return (
    <div className="ps-pool-subsection">
      <h4 id={`${id}-heading`}>{t('pools.contributions.heading')}</h4>
      <p>{t('pools.contributions.summary', { paid, members: draw.statement.length })}</p>
      <ScrollRegion label={t('pools.contributions.heading')}>
        <table className="ps-pool-table" data-testid="pool-contributions">
          <thead>
            <tr>
              <th scope="col">{t('pools.contributions.member')}</th>
              <th scope="col">{t('pools.contributions.share')}</th>
              <th scope="col">{t('pools.contributions.paid')}</th>
              <th scope="col">{t('pools.contributions.confirmed')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.statement.map((row) => {
              const contribution = draw.contributions.find((candidate) => candidate.memberId === row.memberId);
              const name = nameOf(member(row.memberId));
              const inputId = `${id}-${row.memberId}`;
              const mine = row.memberId === pool.me.memberId;
              return (
                <tr key={row.memberId}>
                  <th scope="row">{mine ? t('pools.members.you', { name }) : name}</th>
                  <td>{money(row.spendMinor)}</td>
                  <td>
                    {contribution && contribution.amountMinor > 0 ? money(contribution.amountMinor) : t('pools.contributions.notPaid')}
                    {pool.me.organiser && open && (
                      <div className="ps-pool-inline-field">
                        <label htmlFor={inputId} className="pw-visually-hidden">
                          {t('pools.contributions.amountLabel', { name, currency: draw.currency })}
                        </label>
                        <input
                          id={inputId}
                          className="ps-input ps-pool-amount"
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          value={amounts[row.memberId] ?? ''}
                          aria-invalid={problem === row.memberId ? true : undefined}
                          aria-describedby={problem === row.memberId ? `${inputId}-error` : undefined}
                          onChange={(event) => setAmounts((old) => ({ ...old, [row.memberId]: event.target.value }))}
                        />
                        <Button variant="secondary" size="small" onClick={() => record(row.memberId)} disabled={action.isPending} aria-label={t('pools.contributions.recordLabel', { name })}>
                          {t('pools.contributions.record')}
                        </Button>
                        {problem === row.memberId && (
                          <p className="ps-field__error" id={`${inputId}-error`}>
                            {t('pools.contributions.amountProblem')}
                          </p>
                        )}
                      </div>
                    )}
                  </td>
                  <td>
                    {contribution?.confirmedAt ? t('pools.contributions.yes') : t('pools.contributions.no')}
                    {mine && open && contribution && !contribution.confirmedAt && (
                      <Button size="small" onClick={confirm} disabled={action.isPending}>
                        {t('pools.contributions.confirm')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** The draw's prizes, the total won and what is still pending; the organiser records a jackpot's or pari-mutuel prize's amount. */
function Results({ pool, draw }: { pool: Pool; draw: PoolDraw }) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const action = usePoolAction(pool.id);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const money = (amountMinor: number) => formatMinor(amountMinor, draw.currency, language);
  const results = draw.results;
  const ticketNumber = (ticketId: string) => draw.tickets.findIndex((ticket) => ticket.id === ticketId) + 1;

  const record = (ticketId: string, line: number) => {
    const key = `${ticketId}-${line}`;
    const amountMinor = parseMinor(amounts[key] ?? '');
    if (amountMinor === undefined) return setProblem(key);
    setProblem(undefined);
    action.mutate((token) => poolsApi.prizeAmount(token, pool.id, draw.game, draw.date, { ticketId, line, amountMinor }), {
      onSuccess: () => notify('success', { title: t('pools.results.saved') }),
      onError: (error) => notify('error', { title: t(actionFailureKey(error)) }),
    });
  };

  return (
    <div className="ps-pool-subsection">
      <h4>{t('pools.results.heading')}</h4>
      {!results ? (
        <p>{t('pools.results.none')}</p>
      ) : (
        <>
          {results.prizes.length === 0 ? (
            <p>{t('pools.results.noPrize')}</p>
          ) : (
            <ul className="ps-pool-prizes">
              {results.prizes.map((prize) => {
                const key = `${prize.ticketId}-${prize.line}`;
                const inputId = `${id}-${key}`;
                const values = { ticket: ticketNumber(prize.ticketId), line: prize.line + 1 };
                return (
                  <li key={key}>
                    {t('pools.results.prize', { ...values, tier: prize.tier })} ({t(`pools.results.kind.${prize.kind}`)}):{' '}
                    <strong>{prize.amountMinor === null ? t('pools.results.amountPending') : money(prize.amountMinor)}</strong>
                    {pool.me.organiser && prize.kind !== 'fixed' && (
                      <div className="ps-pool-inline-field">
                        <label htmlFor={inputId}>{t('pools.results.recordAmountLabel', { ...values, currency: draw.currency })}</label>
                        <input
                          id={inputId}
                          className="ps-input ps-pool-amount"
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          value={amounts[key] ?? ''}
                          aria-invalid={problem === key ? true : undefined}
                          aria-describedby={problem === key ? `${inputId}-error` : undefined}
                          onChange={(event) => setAmounts((old) => ({ ...old, [key]: event.target.value }))}
                        />
                        <Button variant="secondary" size="small" onClick={() => record(prize.ticketId, prize.line)} disabled={action.isPending}>
                          {t('pools.results.save')}
                        </Button>
                        {problem === key && (
                          <p className="ps-field__error" id={`${inputId}-error`}>
                            {t('pools.contributions.amountProblem')}
                          </p>
                        )}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <p>
            <strong>{t('pools.results.total', { amount: money(results.wonMinor) })}</strong>
          </p>
          {results.amountsPending > 0 && <p>{t('pools.results.pending', { count: results.amountsPending })}</p>}
        </>
      )}
    </div>
  );
}

/** Each member's statement: their share of the spend and of the winnings. */
function Statement({ pool, draw, caption }: { pool: Pool; draw: PoolDraw; caption?: string }) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const nameOf = useMemberName();
  const money = (amountMinor: number) => formatMinor(amountMinor, draw.currency, language);
  const heading = caption ?? t('pools.statement.heading');
  return (
    <div className="ps-pool-subsection">
      <h4 id={`${id}-heading`}>{heading}</h4>
      <ScrollRegion label={heading}>
        <table className="ps-pool-table" data-testid="pool-statement">
          <thead>
            <tr>
              <th scope="col">{t('pools.statement.member')}</th>
              <th scope="col">{t('pools.statement.spend')}</th>
              <th scope="col">{t('pools.statement.winnings')}</th>
            </tr>
          </thead>
          <tbody>
            {draw.statement.map((row) => (
              <tr key={row.memberId}>
                <th scope="row">{nameOf(pool.members.find((member) => member.memberId === row.memberId))}</th>
                <td>{money(row.spendMinor)}</td>
                <td>{money(row.winningsMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** "Claiming this prize": the game's claim threshold with its note and source, the sealed record's hash, the split, and the group's paperwork. */
function Claim({ pool, draw }: { pool: Pool; draw: PoolDraw }) {
  const { t, language } = usePublicSiteTexts();
  const id = useId();
  const nameOf = useMemberName();
  const threshold = CLAIM_THRESHOLDS[draw.game as GameId];
  const money = (amountMinor: number) => formatMinor(amountMinor, draw.currency, language);
  return (
    <section className="ps-pool-subsection ps-pool-claim" aria-labelledby={`${id}-heading`} data-testid="pool-claim">
      <h4 id={`${id}-heading`}>{t('pools.claim.heading')}</h4>
      <p className="ps-notice ps-notice--warning">{t('pools.claim.notAdvice')}</p>
      <p>{t('pools.claim.threshold', { amount: formatMinor(threshold.amount, threshold.currency, language), game: gameName(draw.game) })}</p>
      <p>
        {t(`pools.claim.notes.${draw.game}`)}{' '}
        <a href={threshold.source} target="_blank" rel="noreferrer">
          {t('pools.claim.source')}
        </a>
      </p>
      {draw.seal && <FullHash hash={draw.seal.hash} label={t('pools.claim.sealedRecord')} copyLabel={t('pools.draws.copyHash')} />}
      <Statement pool={pool} draw={draw} caption={t('pools.claim.split')} />
      {threshold.groupForm === 'irs-5754' && (
        <>
          <h5>{t('pools.claim.irs5754.heading')}</h5>
          <p>{t('pools.claim.irs5754.intro')}</p>
          <ul>
            {(['name', 'tin', 'address', 'amount', 'identical'] as const).map((item) => (
              <li key={item}>{t(`pools.claim.irs5754.items.${item}`)}</li>
            ))}
          </ul>
        </>
      )}
      {threshold.groupForm === 'uk-syndicate-schedule' && (
        <>
          <h5 id={`${id}-schedule`}>{t('pools.claim.ukSchedule.heading')}</h5>
          <p>{t('pools.claim.ukSchedule.intro')}</p>
          <ScrollRegion label={t('pools.claim.ukSchedule.heading')}>
            <table className="ps-pool-table">
              <thead>
                <tr>
                  <th scope="col">{t('pools.claim.ukSchedule.member')}</th>
                  <th scope="col">{t('pools.claim.ukSchedule.stake')}</th>
                  <th scope="col">{t('pools.claim.ukSchedule.shares')}</th>
                  <th scope="col">{t('pools.claim.ukSchedule.winnings')}</th>
                </tr>
              </thead>
              <tbody>
                {draw.statement.map((row) => {
                  const member = pool.members.find((candidate) => candidate.memberId === row.memberId);
                  const paid = draw.contributions.find((contribution) => contribution.memberId === row.memberId)?.amountMinor;
                  return (
                    <tr key={row.memberId}>
                      <th scope="row">{nameOf(member)}</th>
                      <td>{money(paid ?? row.spendMinor)}</td>
                      <td>{pool.shareMode === 'equal' ? 1 : (member?.shares ?? 1)}</td>
                      <td>{money(row.winningsMinor)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      {threshold.groupForm === 'operator-claim' && <p>{t('pools.claim.operator')}</p>}
    </section>
  );
}
