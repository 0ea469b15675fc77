import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type CreatedResult, ERROR_CODES } from '@madar/shared';
import { AppError, badRequest, Clock } from '@madar/shared/nest';
import { JobsService } from '../jobs/jobs.service';
import { downloadName } from '../resumes/resume-name';
import { ResumeStorage } from '../resumes/resume-storage';
import { detectResumeType } from '../resumes/resume-type';
import type { UploadedResume } from '../resumes/resume-upload.interceptor';
import { ApplicationsStore } from './applications.store';
import type { CreateApplicationDto } from './dto/create-application.dto';

/**
 * A visitor's application. Every check runs before anything is written: the fields (already validated
 * by the pipe), the file's presence, the job, and the file's content. Only then is the resume stored,
 * under a generated name, and the application recorded as new.
 */
@Injectable()
export class ApplicationIntakeService {
  constructor(
    private readonly store: ApplicationsStore,
    private readonly jobs: JobsService,
    private readonly resumes: ResumeStorage,
    private readonly clock: Clock,
  ) {}

  async submit(fields: CreateApplicationDto, upload: UploadedResume | undefined): Promise<CreatedResult> {
    if (!upload) throw new AppError(400, ERROR_CODES.RESUME_MISSING, 'A resume file is required');
    // An empty file carries no resume: the same answer as none at all, not a type error.
    if (upload.size === 0) throw new AppError(400, ERROR_CODES.RESUME_MISSING, 'The resume file is empty');
    if (fields.jobId !== undefined && !this.jobs.isOpen(fields.jobId)) {
      throw badRequest(['jobId must be the id of a published job']);
    }
    const type = await detectResumeType(upload.buffer, upload.originalname);
    if (!type) {
      throw new AppError(415, ERROR_CODES.RESUME_TYPE, 'The resume must be a PDF or Word (DOC, DOCX) file');
    }

    const file = await this.resumes.save(upload.buffer, type.extension);
    const id = randomUUID();
    try {
      this.store.add({
        id,
        jobId: fields.jobId ?? null,
        name: fields.name,
        email: fields.email,
        ...(fields.phone !== undefined && { phone: fields.phone }),
        position: fields.position,
        experience: fields.experience,
        education: fields.education,
        ...(fields.coverLetter !== undefined && { coverLetter: fields.coverLetter }),
        resume: {
          file,
          contentType: type.contentType,
          size: upload.size,
          downloadName: downloadName(upload.originalname, type.extension),
        },
        status: 'new',
        submittedAt: this.clock.now().toISOString(),
      });
    } catch (error) {
      // No application, no file: a resume nobody can reach must not stay on disk.
      await this.resumes.remove(file);
      throw error;
    }
    return { success: true, id };
  }
}
