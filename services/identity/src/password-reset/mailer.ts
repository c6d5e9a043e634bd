import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger } from '@treina/nest-platform';
import nodemailer, { type Transporter } from 'nodemailer';
import { type IdentityConfig, identityConfig } from '../config/identity.config.js';

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
  private readonly from: string;
  private readonly smtp?: Transporter;
  private readonly fileTransport: Transporter;
  readonly mailDir: string;

  constructor(@Inject(identityConfig.KEY) config: IdentityConfig) {
    this.from = config.mail.from;
    this.mailDir = config.mail.dir;
    if (config.mail.smtpUrl) this.smtp = nodemailer.createTransport(config.mail.smtpUrl);
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
