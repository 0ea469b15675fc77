import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import { type CreatedResult, ERROR_CODES } from '@madar/shared';
import { withoutAbsent } from '@madar/shared/data';
import { AppError, badRequest, Clock, conflict, ThrottledError } from '@madar/shared/nest';
import { InjectMailSettings, type MailSettings, submissionLanguage } from '@madar/shared/mail';
import { JobsService } from '../jobs/jobs.service';
import { applicationMails } from './application-mails';
import { InspectionPool } from '../resumes/inspection-pool';
import { unsafeFileError } from '../resumes/resume-inspection';
import { downloadName } from '../resumes/resume-name';
import { detectResumeType } from '../resumes/resume-type';
import type { UploadedResume } from '../resumes/resume-upload.interceptor';
import { ApplicationsStore, type NewApplication } from './applications.store';
import type { CreateApplicationDto } from './dto/create-application.dto';
import { consentGiven } from '@madar/shared/privacy';

/**
 * A visitor's application. Every check runs before anything is written: the fields (already validated
 * by the pipe), the file's presence, the job, and the file's content (its type, then what it holds:
 * resume-inspection.ts, in a worker thread). Only then are the application and its resume stored,
 * together (one transaction in PostgreSQL), and the answer waits for that.
 */
@Injectable()
export class ApplicationIntakeService implements OnModuleDestroy {
  private readonly inspections: InspectionPool;

  constructor(
    private readonly store: ApplicationsStore,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @InjectMailSettings() private readonly mail: MailSettings,
    // Not a provider: the service's own pool, unless a test passes one with other limits.
    @Optional() inspections?: InspectionPool,
  ) {
    this.inspections = inspections ?? new InspectionPool();
  }

  async onModuleDestroy(): Promise<void> {
    await this.inspections.close();
  }

  async submit(fields: CreateApplicationDto, upload: UploadedResume | undefined): Promise<CreatedResult> {
    if (!upload) throw new AppError(400, ERROR_CODES.RESUME_MISSING, 'A resume file is required');
    // An empty file carries no resume: the same answer as none at all, not a type error.
    if (upload.size === 0) throw new AppError(400, ERROR_CODES.RESUME_MISSING, 'The resume file is empty');
    const availability = fields.jobId === undefined ? 'open' : await this.jobs.availability(fields.jobId);
    if (availability === 'unknown') {
      throw badRequest(
        ['jobId must be the id of a published job'],
        [{ field: 'jobId', rule: 'isPublishedJob' }],
      );
    }
    if (availability === 'closed') {
      throw conflict(
        ERROR_CODES.JOB_CLOSED,
        'This job no longer takes applications: its closing date is past',
      );
    }
    const type = await detectResumeType(upload.buffer, upload.originalname);
    if (!type) {
      throw new AppError(415, ERROR_CODES.RESUME_TYPE, 'The resume must be a PDF or Word (DOC, DOCX) file');
    }
    const inspection = await this.inspections.inspect(upload.buffer, type.extension);
    if (inspection === 'busy') {
      throw new ThrottledError('Too many files are being checked right now; try again in a minute', 60);
    }
    if (!inspection.safe) throw unsafeFileError(inspection.rule);

    const id = randomUUID();
    const submittedAt = this.clock.now().toISOString();
    const application = withoutAbsent<NewApplication>({
      id,
      jobId: fields.jobId ?? null,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      position: fields.position,
      experience: fields.experience,
      education: fields.education,
      coverLetter: fields.coverLetter,
      resumeFlags: inspection.flags.length > 0 ? inspection.flags : undefined,
      status: 'new',
      submittedAt,
      // Kept with it: the replies staff send later, and their templates, are written in it.
      language: submissionLanguage(fields.language),
      assignee: undefined,
      ...consentGiven(fields.consent, submittedAt),
    });
    const resume = {
      content: upload.buffer,
      contentType: type.contentType,
      downloadName: downloadName(upload.originalname, type.extension),
    };
    // With its mails (the recruiters' notification, the applicant's confirmation in the page's
    // language) in the outbox: sending them is the worker's, so a mail server that is down delays them.
    const mails = await applicationMails(application, application.language, this.mail);
    await this.store.create(application, resume, mails);
    return { success: true, id };
  }
}
