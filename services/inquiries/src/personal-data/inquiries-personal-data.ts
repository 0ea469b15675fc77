/**
 * What inquiries keeps about a person, by address: the briefs and contact messages they sent and their
 * newsletter subscription (with, through the shared kit, the notes on them, their mails and their
 * audit entries). Erasing deletes each record as the panel's delete does, without an entry of its
 * own: the erasure's one entry says what went.
 */
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { eraseEach, findInList, PersonalDataKinds, type PersonalDataKind } from '@madar/shared/personal-data';
import { BriefsStore } from '../briefs/briefs.store';
import { ContactStore } from '../contact/contact.store';
import { NewsletterStore } from '../newsletter/newsletter.store';

@Injectable()
export class InquiriesPersonalData extends PersonalDataKinds {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  /** The feature modules keep their stores to themselves; privacy requests reach across all three. */
  private store<T>(token: abstract new (...args: never[]) => T): T {
    return this.moduleRef.get(token, { strict: false });
  }

  kinds(): readonly PersonalDataKind[] {
    const briefs = this.store(BriefsStore);
    const contact = this.store(ContactStore);
    const newsletter = this.store(NewsletterStore);
    return [
      {
        name: 'briefs',
        type: 'brief',
        find: async (email) =>
          (
            await findInList(
              (query) => briefs.list(query),
              { field: 'submittedAt', direction: 'asc' },
              email,
              (brief) => brief.email,
            )
          ).map((brief) => ({ id: brief.id, record: { ...brief } })),
        erase: (ids) => eraseEach('briefs', ids, (id) => briefs.delete(id)),
      },
      {
        name: 'contactMessages',
        type: 'contact_message',
        find: async (email) =>
          (
            await findInList(
              (query) => contact.list(query),
              { field: 'receivedAt', direction: 'asc' },
              email,
              (message) => message.email,
            )
          ).map((message) => ({ id: message.id, record: { ...message } })),
        erase: (ids) => eraseEach('contactMessages', ids, (id) => contact.delete(id)),
      },
      {
        name: 'newsletterSubscribers',
        type: 'newsletter_subscriber',
        find: async (email) =>
          (
            await findInList(
              (query) => newsletter.list(query),
              { field: 'subscribedAt', direction: 'asc' },
              email,
              (subscriber) => subscriber.email,
            )
          ).map((subscriber) => ({ id: subscriber.id, record: { ...subscriber } })),
        erase: (ids) => eraseEach('newsletterSubscribers', ids, (id) => newsletter.delete(id)),
      },
    ];
  }
}
