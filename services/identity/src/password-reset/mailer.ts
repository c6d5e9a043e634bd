import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable } from '@nestjs/common';
import { JsonLogger } from '@treina/nest-platform';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mail over SMTP when SMTP_URL is set; otherwise writes each message as an
 * .eml file under MAIL_DIR (default var/mail), so a local user can open the link.
 */
@Injectable()
export class Mailer {
  private readonly logger = new JsonLogger('identity');
  private readonly from = process.env.MAIL_FROM ?? 'Treina <nao-responda@treina.dev>';
  private readonly smtp?: Transporter;
  private readonly fileTransport: Transporter;
  readonly mailDir = resolve(process.env.MAIL_DIR ?? 'var/mail');

  constructor() {
    if (process.env.SMTP_URL) this.smtp = nodemailer.createTransport(process.env.SMTP_URL);
    this.fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const message = { from: this.from, ...mail };
    if (this.smtp) {
      await this.smtp.sendMail(message);
      return;
    }
    const info = (await this.fileTransport.sendMail(message)) as { message: Buffer };
    await mkdir(this.mailDir, { recursive: true });
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    const file = join(this.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    await writeFile(file, info.message);
    this.logger.info('mail written', { file });
  }
}
