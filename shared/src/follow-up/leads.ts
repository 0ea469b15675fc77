/**
 * What the follow-up kit asks of a kind's own store (briefs, contact messages, applications), and the
 * assignees as they stand: a lead whose assignee's account is disabled or deleted, or whose role no
 * longer sees the kind, reads as unassigned and is cleared. Services never hear of auth's changes, so
 * this is settled when a lead or a list is answered, with the directory the caller's token may read;
 * when auth cannot answer, the leads are answered as stored (a read never fails for it).
 */
import { createParamDecorator, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import type { LeadAssignee, LeadFields } from '../contracts/follow-up';
import { type AdminUser, mayAccess, type StaffArea } from '../contracts/staff';
import { type AuditStamp, changeEntry, type NewAuditEntry } from '../data/audit-log';
import type { OutgoingMail } from '../mail/mail';
import type { AdminRequest } from '../nest/staff.guard';
import type { LeadRef } from './notes.store';
import { StaffDirectory } from './staff-directory';

export interface Lead extends LeadFields {
  id: string;
}

/** The part of a kind's store the kit uses; the kind's memory and PostgreSQL stores implement it. */
export interface LeadStore<L extends Lead, S extends string> {
  get(id: string): Promise<L | undefined>;
  /** A status change, audited as the single route audits it; undefined for an unknown id. */
  update(id: string, changes: { status: S }, audit?: AuditStamp): Promise<L | undefined>;
  /** Whether it was deleted; audited as the single route audits it. */
  delete(id: string, audit?: AuditStamp): Promise<boolean>;
  /**
   * Gives the lead to `assignee` (undefined: to nobody) with its audit entry (`assignEntry`) and the
   * new assignee's mails, all or none; undefined for an unknown id.
   */
  assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<L | undefined>;
  /** Clears every lead given to one of these accounts (gone from the directory). */
  unassign(assigneeIds: readonly string[]): Promise<void>;
}

/** Whether `lead` passes an admin list's assignee filter (an account's id; null: nobody's). */
export const matchesAssignee = (lead: LeadFields, assignee: string | null | undefined): boolean =>
  assignee === undefined || (assignee === null ? !lead.assignee : lead.assignee?.id === assignee);

/** The audit entry of an assignment: the assignee before and after (`assign`). */
export function assignEntry(
  stamp: AuditStamp,
  lead: LeadRef,
  before: LeadFields,
  after: LeadFields,
): NewAuditEntry {
  const entry = changeEntry(
    stamp,
    { type: lead.type },
    lead.id,
    { assignee: before.assignee },
    { assignee: after.assignee },
  );
  return { ...entry, action: 'assign' };
}

/** The signed-in staff member (as `@StaffOnly` verified them) and the token they sent. */
export interface StaffCaller {
  admin: AdminUser;
  token: string;
}

/** A handler parameter on a `@StaffOnly` route: who calls, with which token (to ask auth as them). */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffCaller => {
  const req = context.switchToHttp().getRequest<AdminRequest>();
  if (!req.admin) throw new Error('@CurrentStaff() on a route without @StaffOnly(area)');
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  return { admin: req.admin, token };
});

@Injectable()
export class LeadAssignees {
  private readonly logger = new Logger('LeadAssignees');

  constructor(private readonly directory: StaffDirectory) {}

  /**
   * `leads` with every assignee who may no longer have them (not an active account whose role sees
   * `area`) taken off, those leads cleared in the store; as given when auth cannot say.
   */
  async current<L extends Lead>(
    leads: L[],
    area: StaffArea,
    token: string,
    store: Pick<LeadStore<L, string>, 'unassign'>,
  ): Promise<L[]> {
    const assigned = new Set(leads.flatMap((lead) => (lead.assignee ? [lead.assignee.id] : [])));
    if (assigned.size === 0) return leads;
    let staff;
    try {
      staff = await this.directory.activeStaff(token);
    } catch {
      return leads;
    }
    const allowed = new Set(staff.filter((m) => mayAccess(m.role, area)).map((m) => m.id));
    const gone = [...assigned].filter((id) => !allowed.has(id));
    if (gone.length === 0) return leads;
    await store.unassign(gone).catch((err: unknown) => {
      // Answered unassigned all the same; the next read clears them.
      this.logger.warn(`assignees not cleared: ${err instanceof Error ? err.message : String(err)}`);
    });
    return leads.map((lead) => {
      if (!lead.assignee || allowed.has(lead.assignee.id)) return lead;
      const { assignee: _gone, ...rest } = lead;
      return rest as L;
    });
  }
}

/** A lead's assignee as its table's three columns hold it (all null: nobody). */
export interface AssigneeColumns {
  assigneeId: string | null;
  assigneeName: string | null;
  assignedAt: Date | string | null;
}

export function assigneeFromRow(row: AssigneeColumns): LeadAssignee | undefined {
  if (row.assigneeId === null || row.assigneeName === null || row.assignedAt === null) return undefined;
  const at = row.assignedAt;
  return {
    id: row.assigneeId,
    name: row.assigneeName,
    assignedAt: typeof at === 'string' ? new Date(at).toISOString() : at.toISOString(),
  };
}

export const assigneeToRow = (assignee: LeadAssignee | undefined): AssigneeColumns => ({
  assigneeId: assignee?.id ?? null,
  assigneeName: assignee?.name ?? null,
  assignedAt: assignee?.assignedAt ?? null,
});
