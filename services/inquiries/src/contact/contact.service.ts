/**
 * The rules of contact messages: each one sent is stored as new, stamped with the time it arrived; the
 * admin reads them a page at a time, newest first by default, may set any status from any other and
 * delete them (each change audited), and the dashboard counts them per week.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_WEEKS,
  type ContactMessage,
  type ContactStatus,
  ERROR_CODES,
  type CreatedResult,
  type Page,
  type WeeklyCount,
  countByWeek,
} from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import { type AuditSource, auditStamp, Clock, notFound } from '@madar/shared/nest';
import { LeadAssignees } from '@madar/shared/follow-up';
import { consentGiven } from '@madar/shared/privacy';
import { InjectMailSettings, type MailSettings, submissionLanguage } from '@madar/shared/mail';
import { contactMails } from './contact-mails';
import { type ContactListQuery, ContactStore } from './contact.store';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto';

const messageNotFound = () => notFound(ERROR_CODES.CONTACT_NOT_FOUND, 'Message not found');

@Injectable()
export class ContactService {
  constructor(
    private readonly store: ContactStore,
    private readonly clock: Clock,
    @InjectMailSettings() private readonly mail: MailSettings,
    private readonly assignees: LeadAssignees,
  ) {}

  /**
   * Resolves once the message is stored with its mails (the team's notification, the sender's
   * confirmation in the page's language) in the outbox; sending them is the worker's.
   */
  async send(input: CreateContactMessageDto): Promise<CreatedResult> {
    const receivedAt = this.clock.now().toISOString();
    const message = withoutAbsent<ContactMessage>({
      id: randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      receivedAt,
      status: 'new',
      language: submissionLanguage(input.language),
      assignee: undefined,
      ...consentGiven(input.consent, receivedAt),
    });
    await this.store.create(message, await contactMails(message, message.language, this.mail));
    return { success: true, id: message.id };
  }

  /** A page of messages, their assignees as they stand (asked of auth with `token`, see LeadAssignees). */
  async list(query: ContactListQuery, token: string): Promise<Page<ContactMessage>> {
    const page = await this.store.list(query);
    return { ...page, items: await this.assignees.current(page.items, 'leads', token, this.store) };
  }

  async setStatus(id: string, status: ContactStatus, by: AuditSource): Promise<ContactMessage> {
    const updated = await this.store.update(id, { status }, auditStamp(by, this.clock));
    if (!updated) throw messageNotFound();
    return updated;
  }

  async remove(id: string, by: AuditSource): Promise<void> {
    if (!(await this.store.delete(id, auditStamp(by, this.clock)))) throw messageNotFound();
  }

  /** Messages received in each of the last `weeks` seven-day windows, oldest first. */
  weekly(weeks = DEFAULT_WEEKS): Promise<WeeklyCount[]> {
    return countByWeek((range) => this.store.count(range), this.clock.now(), weeks);
  }
}
