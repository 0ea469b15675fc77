/**
 * Where contact messages are kept. The service depends on the abstract class (also the injection
 * token), so a database can replace the in-memory implementation without touching anything else.
 */
import type { ContactMessage } from '@madar/shared';

export abstract class ContactStore {
  /** Every message, in no particular order. */
  abstract list(): ContactMessage[];
  abstract add(message: ContactMessage): ContactMessage;
}

/** Messages held in memory. Callers get copies, so a returned message never changes the stored one. */
export class InMemoryContactStore extends ContactStore {
  private readonly messages = new Map<string, ContactMessage>();

  constructor(seed: readonly ContactMessage[] = []) {
    super();
    for (const message of seed) this.messages.set(message.id, structuredClone(message));
  }

  list(): ContactMessage[] {
    return [...this.messages.values()].map((message) => structuredClone(message));
  }

  add(message: ContactMessage): ContactMessage {
    if (this.messages.has(message.id)) throw new Error(`A message with id ${message.id} already exists`);
    this.messages.set(message.id, structuredClone(message));
    return structuredClone(message);
  }
}
