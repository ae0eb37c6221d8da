import nodemailer, { type Transporter } from 'nodemailer';

export interface MailRecipient {
  readonly email: string;
  readonly name: string;
}

/** What Outflow sends by e-mail: single-use links, each saying what it does and for how long. */
export interface Mailer {
  /** A password reset link (an hour). */
  sendResetLink(to: MailRecipient, link: string): Promise<void>;
  /** An invitation to join a workspace (7 days). */
  sendInvitation(
    to: string,
    invitation: { workspaceName: string; inviterName: string; role: string; link: string },
  ): Promise<void>;
  close(): void;
}

/**
 * The mailer when `SMTP_URL` is set (e.g. `smtp://user:pass@mail.example.com:587`, `smtps://…`):
 * nodemailer over that server, from `from`.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async sendResetLink(to: MailRecipient, link: string): Promise<void> {
    await this.send(to.email, 'Reset your Outflow password', [
      to.name ? `Hi ${to.name},` : 'Hi,',
      '',
      'Someone (we hope you) asked to reset the password of your Outflow account. To choose a new one, open:',
      '',
      link,
      '',
      'The link works once, for an hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ]);
  }

  async sendInvitation(
    to: string,
    {
      workspaceName,
      inviterName,
      role,
      link,
    }: { workspaceName: string; inviterName: string; role: string; link: string },
  ): Promise<void> {
    await this.send(to, `Join ${workspaceName} on Outflow`, [
      'Hi,',
      '',
      `${inviterName} invites you to the Outflow workspace "${workspaceName}" as ${role === 'admin' ? 'an admin' : `a ${role}`}. To join, open:`,
      '',
      link,
      '',
      'Sign in, or create an account, with this e-mail address. The link works once, for 7 days.',
    ]);
  }

  close(): void {
    this.transport.close();
  }

  private async send(to: string, subject: string, lines: string[]): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text: lines.join('\n') });
  }
}
