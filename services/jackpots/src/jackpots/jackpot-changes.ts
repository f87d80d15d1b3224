import { Injectable, Logger } from '@nestjs/common';
import { JACKPOT_CHANGES_STREAM_SETTINGS, jackpotChangedSubject, jackpotChangesMsgId, type JackpotChangedEvent, type JackpotEntry, type JackpotsResponse } from '@pickwise/contracts';
import { isGameId, type GameId } from '@pickwise/lottery';
import { JetStreamConnection, StreamPublisher } from '@pickwise/nest-kit';

const changedEvent = (game: GameId, entry: JackpotEntry): JackpotChangedEvent => ({
  game,
  amount: entry.amount,
  currencyCode: entry.currencyCode,
  drawDate: entry.drawDate,
  source: entry.source,
});

/** The figures among `entries` that differ from what `shown` holds for their game. */
export function changedFigures(shown: ReadonlyMap<GameId, string>, entries: JackpotsResponse): JackpotChangedEvent[] {
  const events: JackpotChangedEvent[] = [];
  for (const [game, entry] of Object.entries(entries)) {
    if (!entry || !isGameId(game)) continue;
    const event = changedEvent(game, entry);
    if (shown.get(game) !== jackpotChangesMsgId(event)) events.push(event);
  }
  return events;
}

/**
 * Tells the notifications service when a game's figure changes: `jackpots.changed.<game>` through
 * JetStream (JACKPOT_CHANGES), with the figure the site shows (`jackpots.get`'s entry: amount and
 * the draw it is for). Every replica refreshes and publishes what it saw change; the `Nats-Msg-Id`
 * is the figure itself, so JetStream keeps one copy of what several replicas publish within the
 * stream's 10-minute duplicate window only. Later, or from a replica whose view lags, the same figure
 * is stored again and figures can arrive out of order (an older, lower one after a newer one): the
 * consumer does not rely on order or uniqueness (the notifications service alerts once per draw). A
 * figure whose publication failed stays unannounced and is published at the next refresh that still
 * shows it.
 */
@Injectable()
export class JackpotChanges {
  private readonly logger = new Logger(JackpotChanges.name);
  /** Per game, the `Nats-Msg-Id` of the figure this replica last announced (or started with). */
  private readonly shown = new Map<GameId, string>();
  private readonly stream: StreamPublisher;

  constructor(connection: JetStreamConnection) {
    this.stream = new StreamPublisher(connection, JACKPOT_CHANGES_STREAM_SETTINGS);
  }

  /** The figures shown at start (the stored ones): a change is measured from them, so a restart announces nothing by itself. */
  remember(entries: JackpotsResponse): void {
    for (const event of changedFigures(this.shown, entries)) this.shown.set(event.game, jackpotChangesMsgId(event));
  }

  /** Publishes every figure among `entries` that changed since this replica last announced it. Never rejects. */
  async announce(entries: JackpotsResponse): Promise<void> {
    for (const event of changedFigures(this.shown, entries)) {
      const msgID = jackpotChangesMsgId(event);
      try {
        const ack = await this.stream.publish(jackpotChangedSubject(event.game), JSON.stringify(event), msgID);
        if (ack.duplicate) this.logger.log(`${msgID} was already in ${ack.stream} (another replica announced it)`);
        this.shown.set(event.game, msgID);
      } catch (error) {
        this.logger.error(`${jackpotChangedSubject(event.game)} ${msgID} not published, trying again at the next refresh: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
