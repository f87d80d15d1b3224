/**
 * A real SMTP server on a free local port that keeps every mail it receives, so tests read the
 * links identity mails (recovery, confirmation) exactly as a user's mailbox would get them.
 */
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Every header as sent, by lower-case name (folded lines joined): what a test of a header reads. */
  headers: Record<string, string>;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for identity's SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to `to` whose subject matches, waiting for it to arrive. */
  mailTo(to: string, subject: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = [parsed.to].flat().flatMap((address) => address?.value.map((entry) => entry.address ?? '') ?? []);
          const headers = Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]));
          mails.push({ to: recipients, subject: parsed.subject ?? '', text: parsed.text ?? '', headers });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo: (to, subject) =>
      eventually(`a mail to ${to} with a subject matching ${subject}`, async () => {
        const mail = mails.filter((candidate) => candidate.to.includes(to) && subject.test(candidate.subject)).at(-1);
        if (!mail) throw new Error(`${mails.length} mails, subjects to ${to}: ${JSON.stringify(mails.filter((candidate) => candidate.to.includes(to)).map((candidate) => candidate.subject))}`);
        return mail;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`);
  return new URL(match[0]);
}
