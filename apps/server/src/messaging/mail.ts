// E-mail delivery behind one interface: SMTP through nodemailer when SMTP_URL is set, otherwise
// one JSON file per message in DATA_DIR/outbox/mail/ (works offline and in tests).
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { privateDir, writePrivateFile } from '../private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Only feeds the outbox (tests and local runs read it from there). */
  code?: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** DATA_DIR/outbox/mail/<timestamp>-<to>.json with {to, subject, text, code, at}. */
export class OutboxMail implements MailProvider {
  readonly name = 'outbox';
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'outbox', 'mail');
  }
  async send(message: MailMessage): Promise<void> {
    privateDir(this.dir);
    const at = new Date();
    const body = JSON.stringify(
      {
        to: message.to,
        subject: message.subject,
        text: message.text,
        code: message.code ?? null,
        at: at.toISOString(),
      },
      null,
      2,
    );
    // The address goes into a file name: keep only characters that are safe everywhere.
    const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 120);
    for (let ts = at.getTime(); ; ts++) {
      try {
        writePrivateFile(path.join(this.dir, `${ts}-${safeTo}.json`), body, 'wx');
        return;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
  }
}

export class SmtpMail implements MailProvider {
  readonly name = 'smtp';
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}

export function createMailProvider(config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM' | 'dataDir'>): MailProvider {
  return config.SMTP_URL ? new SmtpMail(config.SMTP_URL, config.SMTP_FROM) : new OutboxMail(config.dataDir);
}
