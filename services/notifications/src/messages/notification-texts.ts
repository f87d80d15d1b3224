import type { Language, NotificationKind } from '@pickwise/contracts';
import { CURRENCY_CODES, findGame, formatJackpot, type CurrencyCode, type Game, type GameId } from '@pickwise/lottery';
import { localizedPath } from '@pickwise/site/pages';
import { z } from 'zod';

// What each message says, in English and Spanish. A push notification shows on a lock screen, so
// its text names the game and the occasion only; amounts appear in the jackpot alert alone, which
// is the player's own request ("tell me when it passes this amount").

const isoDate = z.iso.date();
const drawnNumbers = z.array(z.number().int()).max(20);

/**
 * A results message of a corrected draw (issue 39): the correction's id (a player is told of each
 * once) and the numbers drawn since, where the draws service recorded them.
 */
export const correctionFactsSchema = z.object({
  id: z.string(),
  numbers: z.object({ main: drawnNumbers, special: drawnNumbers, bonus: drawnNumbers }).optional(),
});
export type CorrectionFacts = z.output<typeof correctionFactsSchema>;

/**
 * The kinds of message the outbox holds: each alert a player can turn on (NOTIFICATION_KINDS), and
 * a pool's seal (issue 36), which every member gets by mail whatever their alerts.
 */
export type MessageKind = NotificationKind | 'pool-seal';

const poolFacts = { drawDate: isoDate, poolId: z.uuid(), poolName: z.string() };

/** What an outbox row's `facts` hold for each kind: what its text is made of, fixed when it was enqueued. */
export const notificationFactsSchemas = {
  results: z.object({ drawDate: isoDate, correction: correctionFactsSchema.optional() }),
  jackpot: z.object({ amount: z.number().positive(), threshold: z.number().positive(), currency: z.enum(CURRENCY_CODES), drawDate: isoDate }),
  reminder: z.object({ drawDate: isoDate, drawAt: z.iso.datetime() }),
  'pool-results': z.object(poolFacts),
  'pool-seal': z.object({ ...poolFacts, sealHash: z.string().regex(/^[0-9a-f]{64}$/), sequence: z.number().int().min(1) }),
} satisfies Record<MessageKind, z.ZodType>;

export type NotificationFacts = { [K in MessageKind]: z.output<(typeof notificationFactsSchemas)[K]> };

/** One message as the outbox holds it: kind, game and the facts of that kind. */
export type NotificationSubject = { [K in MessageKind]: { kind: K; game: GameId; facts: NotificationFacts[K] } }[MessageKind];

/** What a push message carries (the shell's service worker shows it) and what a mail's subject and first lines say. */
export interface NotificationText {
  title: string;
  body: string;
  /** The site path the notification opens: My tickets for results, the game's page otherwise. */
  path: string;
  /** Notifications with the same tag replace each other on the device: one per kind, game and occasion. */
  tag: string;
}

/** A game's page on the site: its generator. */
export const gamePath = (game: Game) => `/games/${game.id}/generate`;

/** A draw's calendar date as people write it (`July 11` / `11 de julio`); the date is the game's local one. */
const drawDay = (date: string, language: Language) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** A draw's weekday and time in the game's own zone, the zone named (`Saturday`, `10:59 PM EDT`), since the reader may live elsewhere. */
function drawTime(drawAt: string, game: Game, language: Language): { weekday: string; time: string } {
  const at = new Date(drawAt);
  const timeZone = game.schedule.timezone;
  return {
    weekday: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(at),
    time: new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(at),
  };
}

/**
 * How long until the draw, with no zone in it (`in 2 hours`, `dentro de 45 minutos`): the weekday and
 * time in the game's zone may be another day where the reader is. Minutes within the hour, then hours
 * to the half hour; `now` once the draw is due (a message held up by retries).
 */
function timeUntil(drawAt: string, now: Date, language: Language): string {
  const minutes = Math.ceil((new Date(drawAt).getTime() - now.getTime()) / 60_000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (minutes <= 0) return format.format(0, 'second');
  return minutes < 60 ? format.format(minutes, 'minute') : format.format(Math.round(minutes / 30) / 2, 'hour');
}

const amount = (value: number, currency: CurrencyCode, language: Language) => formatJackpot(value, currency, language);

/** A draw's numbers as the site writes them: main, then `+` the special ones, the bonus named (`4 17 23 38 49 + 3 12`). */
function numbersText({ main, special, bonus }: NonNullable<CorrectionFacts['numbers']>, language: Language): string {
  const drawn = [main.join(' '), ...(special.length > 0 ? [special.join(' ')] : [])].join(' + ');
  if (bonus.length === 0) return drawn;
  return `${drawn} (${language === 'es' ? 'número adicional' : 'bonus'} ${bonus.join(' ')})`;
}

/** A results message of a corrected draw: the draw changed after the player's lines were checked, and their results with it. */
function correctedText(game: Game, drawDate: string, correction: CorrectionFacts, language: Language): Omit<NotificationText, 'tag'> {
  const day = drawDay(drawDate, language);
  if (language === 'es') {
    const numbers = correction.numbers ? ` Los números del sorteo son ahora ${numbersText(correction.numbers, language)}.` : '';
    return {
      title: `Resultado corregido de ${game.name}`,
      body: `El sorteo del ${day} se corrigió después de comprobar tus boletos guardados, y tus resultados han cambiado.${numbers} Abre Mis boletos para verlos.`,
      path: localizedPath(language, '/tickets'),
    };
  }
  const numbers = correction.numbers ? ` The numbers drawn are now ${numbersText(correction.numbers, language)}.` : '';
  return {
    title: `${game.name} result corrected`,
    body: `The ${day} draw was corrected after your saved tickets were checked against it, and your results changed.${numbers} Open My tickets to see them.`,
    path: localizedPath(language, '/tickets'),
  };
}

/** A pool's page on the site. */
const poolPath = (poolId: string, language: Language) => localizedPath(language, `/pools/${poolId}`);

const texts: { [K in MessageKind]: (game: Game, facts: NotificationFacts[K], language: Language, now: Date) => Omit<NotificationText, 'tag'> } = {
  results: (game, { drawDate, correction }, language) =>
    correction
      ? correctedText(game, drawDate, correction, language)
      : language === 'es'
      ? {
          title: `Ya están los resultados de ${game.name}`,
          body: `Hemos comprobado tus boletos guardados con el sorteo del ${drawDay(drawDate, language)}. Abre Mis boletos para ver cómo les fue.`,
          path: localizedPath(language, '/tickets'),
        }
      : {
          title: `${game.name} results are in`,
          body: `Your saved tickets have been checked against the ${drawDay(drawDate, language)} draw. Open My tickets to see how they did.`,
          path: localizedPath(language, '/tickets'),
        },
  jackpot: (game, facts, language) =>
    language === 'es'
      ? {
          title: `El bote de ${game.name} ha superado ${amount(facts.threshold, facts.currency, language)}`,
          body: `El bote del próximo sorteo es de ${amount(facts.amount, facts.currency, language)}.`,
          path: localizedPath(language, gamePath(game)),
        }
      : {
          title: `${game.name} jackpot passed ${amount(facts.threshold, facts.currency, language)}`,
          body: `The next draw's jackpot is ${amount(facts.amount, facts.currency, language)}.`,
          path: localizedPath(language, gamePath(game)),
        },
  'pool-results': (game, { drawDate, poolId, poolName }, language) =>
    language === 'es'
      ? {
          title: `${poolName}: ya están los resultados de ${game.name}`,
          body: `Hemos comprobado los boletos de la peña con el sorteo del ${drawDay(drawDate, language)}. Abre la peña para ver los premios y tu parte.`,
          path: poolPath(poolId, language),
        }
      : {
          title: `${poolName}: ${game.name} results are in`,
          body: `The pool's tickets have been checked against the ${drawDay(drawDate, language)} draw. Open the pool to see its prizes and your share.`,
          path: poolPath(poolId, language),
        },
  'pool-seal': (game, { drawDate, poolId, poolName, sealHash, sequence }, language) =>
    language === 'es'
      ? {
          title: `${poolName}: registro sellado del sorteo de ${game.name}`,
          body: `El registro de la peña para el sorteo del ${drawDay(drawDate, language)} está sellado (sello n.º ${sequence}); ya no puede cambiar. Su hash SHA-256 es ${sealHash}. Guárdalo para comprobar las pruebas de la peña.`,
          path: poolPath(poolId, language),
        }
      : {
          title: `${poolName}: ${game.name} record sealed`,
          body: `The pool's record of the ${drawDay(drawDate, language)} draw is sealed (seal ${sequence}) and can no longer change. Its SHA-256 hash is ${sealHash}. Keep it to check the pool's evidence.`,
          path: poolPath(poolId, language),
        },
  reminder: (game, { drawAt }, language, now) => {
    const { weekday, time } = drawTime(drawAt, game, language);
    const until = timeUntil(drawAt, now, language);
    return language === 'es'
      ? {
          title: `Pronto hay sorteo de ${game.name}`,
          body: `El sorteo es ${until}, el ${weekday} a las ${time}.`,
          path: localizedPath(language, gamePath(game)),
        }
      : {
          title: `${game.name} draws soon`,
          body: `The draw is ${until}, on ${weekday} at ${time}.`,
          path: localizedPath(language, gamePath(game)),
        };
  },
};

/** The text of a message in `language`, written at `now` (a reminder says how long until its draw). */
export function notificationText(subject: NotificationSubject, language: Language, now = new Date()): NotificationText {
  const game = findGame(subject.game);
  if (!game) throw new Error(`Unknown game ${subject.game}`);
  switch (subject.kind) {
    case 'results':
      // A correction's message replaces the draw's first one still on the screen: its results changed.
      return { ...texts.results(game, subject.facts, language, now), tag: `results-${game.id}-${subject.facts.drawDate}` };
    case 'reminder':
      return { ...texts.reminder(game, subject.facts, language, now), tag: `reminder-${game.id}-${subject.facts.drawDate}` };
    case 'jackpot':
      // A newer jackpot alert of the game replaces an older one still on the screen.
      return { ...texts.jackpot(game, subject.facts, language, now), tag: `jackpot-${game.id}` };
    case 'pool-results':
      return { ...texts['pool-results'](game, subject.facts, language, now), tag: `pool-results-${subject.facts.poolId}-${game.id}-${subject.facts.drawDate}` };
    case 'pool-seal':
      return { ...texts['pool-seal'](game, subject.facts, language, now), tag: `pool-seal-${subject.facts.poolId}-${game.id}-${subject.facts.drawDate}` };
  }
}

/** A message's mail: the push text's title as subject, its body, the link it opens, and how to change or stop these mails. */
export interface NotificationMailText {
  subject: string;
  text: string;
}

/**
 * The mail of a message: `siteUrl` is the site's origin; `unsubscribeToken` the recipient's token
 * for the site's unsubscribe page (the one-click link is a header, see email/).
 */
export function notificationMailText(text: NotificationText, kind: MessageKind, language: Language, siteUrl: string, unsubscribeToken: string): NotificationMailText {
  const link = `${siteUrl}${text.path}`;
  if (kind === 'pool-seal') return poolSealMailText(text, language, link);
  const alerts = `${siteUrl}${localizedPath(language, '/alerts')}`;
  const unsubscribe = `${siteUrl}${localizedPath(language, '/unsubscribe')}?token=${unsubscribeToken}`;
  const lines =
    language === 'es'
      ? [
          `${text.title}.`,
          text.body,
          `${kind === 'results' ? 'Abre Mis boletos' : kind === 'pool-results' ? 'Abre la peña' : 'Abre la página del juego'}: ${link}`,
          'PickWise es gratuito y solo para entretenimiento.',
          `Recibes este correo porque activaste avisos por correo en PickWise. Cambia tus avisos: ${alerts}\nDeja de recibir todos los avisos por correo: ${unsubscribe}`,
        ]
      : [
          `${text.title}.`,
          text.body,
          `${kind === 'results' ? 'Open My tickets' : kind === 'pool-results' ? 'Open the pool' : "Open the game's page"}: ${link}`,
          'PickWise is free and for entertainment only.',
          `You get this mail because you turned on e-mail alerts at PickWise. Change your alerts: ${alerts}\nStop all e-mail alerts: ${unsubscribe}`,
        ];
  return { subject: text.title, text: lines.join('\n\n') };
}

/**
 * A seal's mail goes to every member of the pool, whatever their alerts: it is their copy of the
 * record's hash. It says why they get it and how it stops (leaving the pool), with no unsubscribe
 * link, which would stop alerts, not this.
 */
function poolSealMailText(text: NotificationText, language: Language, link: string): NotificationMailText {
  const lines =
    language === 'es'
      ? [
          `${text.title}.`,
          text.body,
          `Abre la peña para ver el registro y descargar sus pruebas: ${link}`,
          'PickWise es gratuito y solo para entretenimiento; anota lo que dicen los miembros y no guarda ni mueve dinero.',
          'Recibes este correo porque eres miembro de esta peña en PickWise: cada miembro recibe el hash de cada sello. Deja de recibirlos saliendo de la peña.',
        ]
      : [
          `${text.title}.`,
          text.body,
          `Open the pool to see the record and download its evidence: ${link}`,
          'PickWise is free and for entertainment only; it records what the members say and never holds or moves money.',
          'You get this mail because you are a member of this pool at PickWise: every member gets each seal’s hash. Leave the pool to stop them.',
        ];
  return { subject: text.title, text: lines.join('\n\n') };
}
