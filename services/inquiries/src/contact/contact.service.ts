/**
 * The rules of contact messages: each one sent is stored, stamped with the time it arrived; the admin
 * reads them a page at a time, newest first by default, and the dashboard counts them per week.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_WEEKS,
  type ContactMessage,
  type CreatedResult,
  type Page,
  type WeeklyCount,
  countByWeek,
} from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { InjectMailSettings, type MailSettings, submissionLanguage } from '@madar/shared/mail';
import { contactMails } from './contact-mails';
import { type ContactListQuery, ContactStore } from './contact.store';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto';

@Injectable()
export class ContactService {
  constructor(
    private readonly store: ContactStore,
    private readonly clock: Clock,
    @InjectMailSettings() private readonly mail: MailSettings,
  ) {}

  /**
   * Resolves once the message is stored with its mails (the team's notification, the sender's
   * confirmation in the page's language) in the outbox; sending them is the worker's.
   */
  async send(input: CreateContactMessageDto): Promise<CreatedResult> {
    const message = withoutAbsent<ContactMessage>({
      id: randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      receivedAt: this.clock.now().toISOString(),
    });
    await this.store.create(
      message,
      await contactMails(message, submissionLanguage(input.language), this.mail),
    );
    return { success: true, id: message.id };
  }

  list(query: ContactListQuery): Promise<Page<ContactMessage>> {
    return this.store.list(query);
  }

  /** Messages received in each of the last `weeks` seven-day windows, oldest first. */
  weekly(weeks = DEFAULT_WEEKS): Promise<WeeklyCount[]> {
    return countByWeek((range) => this.store.count(range), this.clock.now(), weeks);
  }
}
