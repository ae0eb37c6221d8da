/**
 * A real SMTP server on a free loopback port (the `smtp-server` package), keeping every message it
 * is handed: what a test mails through nodemailer arrives here as a mail server would receive it.
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from '@outflow/testing';

export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  /** The raw message (headers and body) as sent. */
  readonly raw: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL that reaches this inbox. */
  readonly url: string;
  readonly mails: ReceivedMail[];
  stop(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link a mail carries (quoted-printable soft breaks undone). */
export function resetLinkIn(mail: ReceivedMail): string | undefined {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/\S+\/reset-password\?\S+/.exec(body)?.[0];
}
