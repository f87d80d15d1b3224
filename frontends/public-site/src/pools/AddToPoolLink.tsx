import { Link } from 'react-router';
import { TICKET_MAX_LINES } from '@pickwise/contracts/limits';
import type { GameId } from '@pickwise/lottery';
import { buttonClassName } from '@pickwise/ui';
import { poolLinkEn } from '../i18n/en-pool-link.js';
import { addScreenTexts, usePublicSiteTexts } from '../i18n/texts.js';
import { addToPoolPath, moveToPoolPath, poolLinkParts, type PoolLinkLine } from './pool-link.js';
import { usePools } from '@pickwise/api-client/pools';

addScreenTexts(poolLinkEn);

export type AddToPoolLinkProps =
  /** A generated set's line or a wheel's lines; a set's `position` names its link, the page having several. */
  | { kind: 'lines'; game: GameId; lines: readonly PoolLinkLine[]; origin: 'generated' | 'wheel'; position?: number }
  /** A saved ticket of one open draw of My tickets; `name` is the ticket's name on its card. */
  | { kind: 'move'; game: GameId; ticketId: string; name: string };

/**
 * 'Add to a pool' (a generated set, a wheel) and 'Move to a pool' (a ticket of My tickets): links to
 * My pools' chooser filled in (`pool-link.ts`), shown only to a player who organises an active pool
 * that plays the game. Fetched only for a signed-in player (`AddToPoolSlot`); the pools list it reads
 * is the one My pools reads, so one request serves every set of the page.
 */
export default function AddToPoolLink(props: AddToPoolLinkProps) {
  const { t, link } = usePublicSiteTexts();
  const pools = usePools();
  const organises = pools.data?.pools.some((pool) => pool.organiser && pool.status === 'active' && pool.games.includes(props.game)) ?? false;
  if (!organises) return null;
  const className = buttonClassName('secondary', 'small');
  if (props.kind === 'move') {
    return (
      <Link to={link(moveToPoolPath(props.ticketId))} className={buttonClassName('ghost', 'small')} aria-label={t('poolLink.moveLabel', { name: props.name })} data-testid="move-to-pool">
        {t('poolLink.move')}
      </Link>
    );
  }
  if (props.origin === 'generated') {
    return (
      <Link to={link(addToPoolPath(props.game, props.lines, 'generated'))} className={className} aria-label={props.position === undefined ? undefined : t('poolLink.setLabel', { n: props.position })}>
        {t('poolLink.add')}
      </Link>
    );
  }
  const parts = poolLinkParts(props.lines);
  return (
    <div className="ps-wheel-actions__pool" data-testid="wheel-add-to-pool">
      <div className="ps-wheel-actions__buttons">
        {parts.map((part) => (
          <Link key={part.from} to={link(addToPoolPath(props.game, part.lines, 'wheel'))} className={className}>
            {parts.length === 1 ? t('poolLink.add') : t('poolLink.part', { from: part.from, to: part.to })}
          </Link>
        ))}
      </div>
      <p className="ps-field__hint">
        {t('poolLink.wheelHint', { max: TICKET_MAX_LINES })}
        {parts.length > 1 && ` ${t('poolLink.wheelParts')}`}
      </p>
    </div>
  );
}
