/**
 * Applications as the follow-up kit sees them: the kit answers a lead as its store gives it, and an
 * application's answer carries its resume's URL, which the store leaves to the API. So the kit gets
 * this view of the store, every record in its API form; deleting through it removes the resume too, as
 * the single DELETE does.
 */
import { Injectable } from '@nestjs/common';
import type { ApplicationStatus, JobApplication, LeadAssignee } from '@madar/shared';
import type { LeadStore } from '@madar/shared/follow-up';
import type { AuditStamp } from '@madar/shared/data';
import type { OutgoingMail } from '@madar/shared/mail';
import { ApplicationsStore } from './applications.store';
import { toApplication } from './applications.service';

@Injectable()
export class ApplicationLeads implements LeadStore<JobApplication, ApplicationStatus> {
  constructor(private readonly store: ApplicationsStore) {}

  async get(id: string): Promise<JobApplication | undefined> {
    const record = await this.store.get(id);
    return record && toApplication(record);
  }

  async update(
    id: string,
    changes: { status: ApplicationStatus },
    audit?: AuditStamp,
  ): Promise<JobApplication | undefined> {
    const record = await this.store.update(id, changes, audit);
    return record && toApplication(record);
  }

  delete(id: string, audit?: AuditStamp): Promise<boolean> {
    return this.store.delete(id, audit);
  }

  async assign(
    id: string,
    assignee: LeadAssignee | undefined,
    audit: AuditStamp,
    mails: readonly OutgoingMail[],
  ): Promise<JobApplication | undefined> {
    const record = await this.store.assign(id, assignee, audit, mails);
    return record && toApplication(record);
  }

  unassign(assigneeIds: readonly string[]): Promise<void> {
    return this.store.unassign(assigneeIds);
  }
}
