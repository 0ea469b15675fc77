/**
 * The rules of contact messages: each one sent is stored, stamped with the time it arrived, and the
 * admin reads them newest first.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ContactMessage, CreatedResult } from '@madar/shared';
import { Clock } from '@madar/shared/nest';
import { definedOnly } from '../common/defined-only';
import { ContactStore } from './contact.store';
import type { CreateContactMessageDto } from './dto/create-contact-message.dto';

const newestFirst = (a: ContactMessage, b: ContactMessage) => b.receivedAt.localeCompare(a.receivedAt);

@Injectable()
export class ContactService {
  constructor(
    private readonly store: ContactStore,
    private readonly clock: Clock,
  ) {}

  send(input: CreateContactMessageDto): CreatedResult {
    const message: ContactMessage = {
      id: randomUUID(),
      name: input.name,
      email: input.email,
      ...definedOnly({ phone: input.phone }),
      subject: input.subject,
      message: input.message,
      receivedAt: this.clock.now().toISOString(),
    };
    this.store.add(message);
    return { success: true, id: message.id };
  }

  list(): ContactMessage[] {
    return this.store.list().sort(newestFirst);
  }
}
