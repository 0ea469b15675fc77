/**
 * A service's privacy requests: the kinds of record it keeps people's addresses in (its
 * `PersonalDataKinds`), with what the shared kits keep beside them: notes on the records, the outbox's
 * mails, the audit log's entries.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { AuditEntityType, AuditEntry } from '../contracts/audit';
import type { LeadKind } from '../contracts/follow-up';
import type { PersonalDataErasure, PersonalDataExport } from '../contracts/personal-data';
import { AuditLog, type AuditSelection, type AuditStamp } from '../data/audit-log';
import { type LeadRef, LeadNotesStore } from '../follow-up/notes.store';
import { MailOutbox } from '../mail/outbox';
import { erasureEntry, normalizeEmail, personalExportEntry, redactEntry } from './redaction';

/** One kind of record a service keeps people's addresses in. */
export interface PersonalDataKind {
  /** Its name in the export's `records` and in the erasure's counts: `briefs`. */
  name: string;
  /** Its records' name in the audit log, the notes and the outbox. */
  type: AuditEntityType;
  /** The records holding the address (given lower-cased; matched without case), as the export shows them. */
  find(email: string): Promise<{ id: string; record: Record<string, unknown> }[]>;
  /** Deletes those records and what goes with each (an application's resume); how many, by kind. */
  erase(ids: readonly string[]): Promise<Record<string, number>>;
}

/** What a service provides to the kit: its kinds, and what keeps an erasure from going ahead. */
export abstract class PersonalDataKinds {
  abstract kinds(): readonly PersonalDataKind[];

  /** Throws an AppError (a 409) when the address may not be erased as things stand. */
  assertErasable(_email: string): Promise<void> {
    return Promise.resolve();
  }
}

export const PERSONAL_DATA_OPTIONS = Symbol('PERSONAL_DATA_OPTIONS');

export interface PersonalDataOptions {
  /** The service's name, as the export names it. */
  service: string;
}

const LEAD_KINDS: readonly string[] = ['brief', 'contact_message', 'application'] satisfies LeadKind[];

@Injectable()
export class PersonalDataService implements OnModuleInit {
  private notes?: LeadNotesStore;
  private outbox?: MailOutbox;

  constructor(
    private readonly kinds: PersonalDataKinds,
    private readonly audit: AuditLog,
    private readonly moduleRef: ModuleRef,
    @Inject(PERSONAL_DATA_OPTIONS) private readonly options: PersonalDataOptions,
  ) {}

  /** The notes store and the outbox where the service has them (auth and content keep neither). */
  onModuleInit(): void {
    this.notes = this.optional(LeadNotesStore);
    this.outbox = this.optional(MailOutbox);
  }

  private optional<T>(token: abstract new (...args: never[]) => T): T | undefined {
    try {
      return this.moduleRef.get(token, { strict: false });
    } catch {
      return undefined;
    }
  }

  /**
   * The person's records, kind by kind, and the selection of everything about them: those records, and
   * the records the audit log names with the address that are gone already (an account or a brief
   * deleted earlier keeps its history, which the erasure must reach too).
   */
  private async personOf(email: string) {
    const kinds = this.kinds.kinds();
    const found = await Promise.all(kinds.map(async (kind) => ({ kind, items: await kind.find(email) })));
    const records: AuditSelection['records'][number][] = found.flatMap(({ kind, items }) =>
      items.map(({ id }) => ({ type: kind.type, id })),
    );
    const types = new Set(kinds.map((kind) => kind.type));
    for (const entry of await this.audit.about({ records: [], email })) {
      const { type, id } = entry.entity;
      if (id === null || !types.has(type) || !namesAddress(entry, email)) continue;
      if (!records.some((record) => record.type === type && record.id === id)) records.push({ type, id });
    }
    return { found, person: { records, email } satisfies AuditSelection };
  }

  async export(address: string, stamp: AuditStamp): Promise<PersonalDataExport> {
    const email = normalizeEmail(address);
    const { found, person } = await this.personOf(email);
    const records: PersonalDataExport['records'] = {};
    for (const { kind, items } of found) records[kind.name] = items.map(({ record }) => record);
    const [notes, mails, audit] = await Promise.all([
      this.notes?.ofLeads(leadsOf(person.records)) ?? [],
      this.outbox?.mailsOf(person) ?? [],
      this.audit.about(person),
    ]);
    // Recorded after the read, so the export does not hold its own entry.
    await this.audit.record(personalExportEntry(stamp, email));
    return {
      service: this.options.service,
      email,
      exportedAt: stamp.at,
      records,
      notes: notes.map(({ lead, note }) => ({ record: { ...lead }, ...note })),
      mails,
      audit,
    };
  }

  /**
   * Removes what the service holds about the address. The notes, mails and audit entries are found
   * through the person's records, so they go first and the records last: an erasure cut short is
   * finished by asking again, never left with notes nobody can find.
   */
  async erase(address: string, stamp: AuditStamp): Promise<PersonalDataErasure> {
    const email = normalizeEmail(address);
    await this.kinds.assertErasable(email);
    const { found, person } = await this.personOf(email);
    const erased: Record<string, number> = {};
    for (const { kind } of found) erased[kind.name] = 0;
    if (this.notes) erased.notes = await this.notes.forget(leadsOf(person.records));
    if (this.outbox) erased.mails = await this.outbox.forget(person);
    erased.auditEntries = await this.audit.redact(person, (entry) => redactEntry(entry, person));
    for (const { kind, items } of found) {
      const counts = await kind.erase(items.map(({ id }) => id));
      for (const [name, count] of Object.entries(counts)) erased[name] = (erased[name] ?? 0) + count;
    }
    await this.audit.record(erasureEntry(stamp, email, erased));
    return { erased };
  }
}

/** Whether the entry's fields (not only its actor) hold the address. */
const namesAddress = (entry: AuditEntry, email: string): boolean =>
  JSON.stringify([entry.before, entry.after, entry.details]).toLowerCase().includes(email);

function leadsOf(records: AuditSelection['records']): LeadRef[] {
  return records
    .filter((record) => LEAD_KINDS.includes(record.type))
    .map((record) => ({ type: record.type as LeadKind, id: record.id }));
}
