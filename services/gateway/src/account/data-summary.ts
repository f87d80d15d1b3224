import { LANGUAGES, type Language, type PersonalDataExport } from '@pickwise/contracts';

/** The numbers summary.txt reports, from the export itself. */
export interface DataCounts {
  tickets: number;
  results: number;
  checkedResults: number;
  budgets: number;
  pools: number;
  sealedRecords: number;
  rules: number;
  pushSubscriptions: number;
  messages: number;
  sessions: number;
  signInAddresses: number;
  factors: number;
  contactMessages: number;
}

export function dataCounts(data: PersonalDataExport): DataCounts {
  const results = data.tickets.tickets.flatMap((ticket) => ticket.results);
  return {
    tickets: data.tickets.tickets.length,
    results: results.length,
    checkedResults: results.filter((result) => result.status === 'checked').length,
    budgets: data.tickets.limits.budgets.filter((budget) => budget.weekly !== null || budget.monthly !== null).length,
    pools: data.tickets.pools.length,
    sealedRecords: data.tickets.pools.reduce((sum, pool) => sum + pool.sealedIn.length, 0),
    rules: data.notifications.rules.length,
    pushSubscriptions: data.notifications.pushSubscriptions.length,
    messages: data.notifications.messages.length,
    sessions: data.identity.sessions.length,
    signInAddresses: data.identity.signInAddresses.length,
    factors: data.identity.factors.length,
    contactMessages: data.identity.contactMessages.length,
  };
}

interface SummaryText {
  title: (date: string) => string;
  account: (email: string, since: string) => string;
  held: string;
  tickets: (counts: DataCounts) => string;
  budgets: (counts: DataCounts, paused: boolean) => string;
  pools: (counts: DataCounts) => string;
  alerts: (counts: DataCounts) => string;
  calendar: (active: boolean) => string;
  signIn: (counts: DataCounts) => string;
  contact: (counts: DataCounts) => string;
  files: string;
  json: string;
  csv: string;
  summary: string;
  closing: string;
}

/** "1 ticket", "2 tickets". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary's texts, in every language the site writes (libs/contracts LANGUAGES). */
const TEXTS: Record<Language, SummaryText> = {
  en: {
    title: (date) => `PickWise: your data, exported on ${date} (UTC)`,
    account: (email, since) => `Account: ${email}, created on ${since}`,
    held: 'What PickWise holds about you:',
    tickets: (c) => `- ${count(c.tickets, 'saved ticket', 'saved tickets')}, with ${count(c.results, 'draw result', 'draw results')} (${c.checkedResults} checked, ${c.results - c.checkedResults} waiting for their draw)`,
    budgets: (c, paused) => `- ${count(c.budgets, 'currency with a budget', 'currencies with a budget')}; jackpots ${paused ? 'hidden (pause on)' : 'shown (pause off)'}`,
    pools: (c) =>
      `- ${count(c.pools, 'pool membership', 'pool memberships')}, standing in ${count(c.sealedRecords, 'sealed record', 'sealed records')} (the records are the pools’: they keep your member id and a salted hash of your name after your account is deleted)`,
    alerts: (c) => `- ${count(c.rules, 'alert rule', 'alert rules')}, ${count(c.pushSubscriptions, 'browser subscribed to push notifications', 'browsers subscribed to push notifications')}, ${count(c.messages, 'message sent or queued', 'messages sent or queued')}`,
    calendar: (active) => `- Personal calendar address: ${active ? 'active' : 'none'} (the address itself is a secret and is not included)`,
    signIn: (c) => `- ${count(c.sessions, 'signed-in session', 'signed-in sessions')}, ${count(c.signInAddresses, 'sign-in address', 'sign-in addresses')}, ${count(c.factors, 'two-step sign-in factor', 'two-step sign-in factors')} (never its secret)`,
    contact: (c) => `- ${count(c.contactMessages, 'contact message', 'contact messages')} sent from your e-mail address`,
    files: 'The files in this download:',
    json: '- pickwise-data.json: everything above, for machines (JSON, format "pickwise-personal-data", version 1), grouped by the part of PickWise that keeps it (identity, tickets, notifications).',
    csv: '- tickets.csv: your tickets for spreadsheets, one row per ticket line and draw result (comma-separated, UTF-8).',
    summary: '- summary.txt: this summary.',
    closing: 'You can download your data again or delete your account from your account page.',
  },
  es: {
    title: (date) => `PickWise: tus datos, exportados el ${date} (UTC)`,
    account: (email, since) => `Cuenta: ${email}, creada el ${since}`,
    held: 'Lo que PickWise guarda sobre ti:',
    tickets: (c) => `- ${count(c.tickets, 'boleto guardado', 'boletos guardados')}, con ${count(c.results, 'resultado de sorteo', 'resultados de sorteos')} (${c.checkedResults} comprobados, ${c.results - c.checkedResults} a la espera de su sorteo)`,
    budgets: (c, paused) => `- ${count(c.budgets, 'moneda con presupuesto', 'monedas con presupuesto')}; botes ${paused ? 'ocultos (pausa activada)' : 'visibles (pausa desactivada)'}`,
    pools: (c) =>
      `- ${count(c.pools, 'pertenencia a una peña', 'pertenencias a peñas')}, presente en ${count(c.sealedRecords, 'registro sellado', 'registros sellados')} (los registros son de las peñas: conservan tu identificador de miembro y un hash con sal de tu nombre cuando se elimina tu cuenta)`,
    alerts: (c) => `- ${count(c.rules, 'regla de aviso', 'reglas de aviso')}, ${count(c.pushSubscriptions, 'navegador suscrito a notificaciones push', 'navegadores suscritos a notificaciones push')}, ${count(c.messages, 'mensaje enviado o en cola', 'mensajes enviados o en cola')}`,
    calendar: (active) => `- Dirección de calendario personal: ${active ? 'activa' : 'ninguna'} (la dirección es secreta y no se incluye)`,
    signIn: (c) => `- ${count(c.sessions, 'sesión iniciada', 'sesiones iniciadas')}, ${count(c.signInAddresses, 'dirección de inicio de sesión', 'direcciones de inicio de sesión')}, ${count(c.factors, 'factor de verificación en dos pasos', 'factores de verificación en dos pasos')} (nunca su secreto)`,
    contact: (c) => `- ${count(c.contactMessages, 'mensaje de contacto enviado', 'mensajes de contacto enviados')} desde tu dirección de correo`,
    files: 'Los archivos de esta descarga:',
    json: '- pickwise-data.json: todo lo anterior, para máquinas (JSON, formato "pickwise-personal-data", versión 1), agrupado por la parte de PickWise que lo guarda (identity, tickets, notifications).',
    csv: '- tickets.csv: tus boletos para hojas de cálculo, una fila por línea de boleto y resultado de sorteo (separado por comas, UTF-8).',
    summary: '- summary.txt: este resumen.',
    closing: 'Puedes volver a descargar tus datos o eliminar tu cuenta desde la página de tu cuenta.',
  },
};

const day = (isoTime: string) => isoTime.slice(0, 10);
const minute = (isoTime: string) => new Date(isoTime).toISOString().slice(0, 16).replace('T', ' ');

/** One language's summary. */
function summaryIn(language: Language, data: PersonalDataExport): string[] {
  const text = TEXTS[language];
  const counts = dataCounts(data);
  return [
    text.title(minute(data.exportedAt)),
    text.account(data.identity.account.email ?? '-', day(data.identity.account.createdAt)),
    '',
    text.held,
    text.tickets(counts),
    text.budgets(counts, data.tickets.limits.paused),
    text.pools(counts),
    text.alerts(counts),
    text.calendar(data.notifications.calendarFeed.active),
    text.signIn(counts),
    text.contact(counts),
    '',
    text.files,
    text.json,
    text.csv,
    text.summary,
    '',
    text.closing,
    '',
  ];
}

/**
 * summary.txt of the export, in the account's language (its profile's); in every language, one
 * after the other, while the account has none recorded, as its mails are then. Lines end with
 * CRLF, which every text editor shows as lines.
 */
export function dataSummary(data: PersonalDataExport): string {
  const language: Language | null = data.identity.profile.language;
  const languages = language === null ? LANGUAGES : [language];
  return languages.map((each) => summaryIn(each, data).join('\r\n')).join('\r\n');
}
