/**
 * How a mail leaves: SMTP through nodemailer (`SMTP_URL`: maildev in compose, a real server in
 * production), signed with DKIM when the operator gives a key. Short timeouts: a mail server that is
 * down fails the attempt quickly and the queue retries later; the visitor's request never waits on it.
 */
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DEFAULT_LANGUAGE, type Language } from '../languages';
import type { MailMessage } from './mail';
import { mailText } from './mail-text';

export abstract class MailTransport {
  /** Resolves once the mail server has taken the mail; throws with its refusal otherwise. */
  abstract send(message: MailMessage): Promise<void>;
  close(): void {
    // Most transports hold nothing open.
  }
}

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface SmtpSettings {
  /** smtp://host:port (or smtps://user:pass@host:465). */
  url: string;
  /** The From header: `"Name" <address>`. */
  from: string;
  dkim?: DkimSettings;
}

/** The address of a From header (`"Name" <address>`, or the address alone). */
const fromAddress = (from: string): string => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * Who a mail says it is from: `MAIL_FROM` as the operator wrote it, except that a mail in another
 * language than the default names the company as its body does, in that language (the mail translation
 * file's company name), at the same address: an Arabic reader's inbox lists مدار للتقنية.
 */
export function senderOf(from: string, language?: Language): string | { name: string; address: string } {
  if (language === undefined || language === DEFAULT_LANGUAGE) return from;
  return { name: mailText(language, 'company.name'), address: fromAddress(from) };
}

/** The domain a Message-ID is minted under: the sender's own. */
const messageDomain = (from: string): string => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

export class SmtpTransport extends MailTransport {
  private readonly transporter: Transporter;
  private readonly domain: string;

  constructor(private readonly settings: SmtpSettings) {
    super();
    this.domain = messageDomain(settings.from);
    const options: SMTPTransport.Options = {
      url: settings.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...(settings.dkim && { dkim: settings.dkim }),
    };
    this.transporter = createTransport(options);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: senderOf(this.settings.from, message.language),
      to: message.to,
      ...(message.replyTo && { replyTo: message.replyTo }),
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.headers && { headers: message.headers }),
      // The outbox's id: a retry after the server took the mail but before it was marked sent carries
      // the same Message-ID, so the receiving side can tell it is the same mail.
      messageId: `<${message.id}@${this.domain}>`,
    });
  }

  override close(): void {
    this.transporter.close();
  }
}
