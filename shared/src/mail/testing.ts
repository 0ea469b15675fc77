/**
 * Test doubles for mail: settings with the demo's defaults and a transport that keeps what it is given
 * (and fails, while told to, like a mail server that is down).
 */
import { DEFAULT_MAIL_COMPANY } from './company';
import type { MailSettings } from './config';
import type { MailMessage } from './mail';
import { MailTransport } from './transport';

/** A mail's text as a reader sees it: without the invisible marks that isolate filled-in values. */
export const readable = (text: string | undefined): string | undefined =>
  text?.replace(/[\u2066-\u2069]/g, '');

export const TEST_MAIL_SETTINGS: MailSettings = {
  smtp: { url: 'smtp://mail.invalid:1025', from: '"Madar Technologies" <no-reply@madar.example>' },
  company: DEFAULT_MAIL_COMPANY,
  publicOrigin: 'http://localhost:8080',
  teams: {
    brief: 'sales@madar.example',
    contact_message: 'contact@madar.example',
    application: 'careers@madar.example',
  },
};

export class RecordingTransport extends MailTransport {
  readonly sent: MailMessage[] = [];
  /** While set, every send fails with this message (a mail server that is down). */
  failWith?: string;

  send(message: MailMessage): Promise<void> {
    if (this.failWith !== undefined) return Promise.reject(new Error(this.failWith));
    this.sent.push(structuredClone(message));
    return Promise.resolve();
  }
}
