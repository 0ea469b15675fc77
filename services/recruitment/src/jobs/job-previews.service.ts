/**
 * Job previews: a recruiter's unsaved job, validated and sanitised exactly as a save would store it
 * (JobsService's rules), kept for PREVIEW_TTL_MINUTES under a random token that is the only key to it (a
 * capability: the public preview route asks for nothing else). Nothing is saved and nothing is audited: a
 * preview changes no job. Tokens, hashing and expiry are the shared previews' (@madar/shared/data), as
 * the posts' previews use them.
 */
import { Injectable } from '@nestjs/common';
import type { JobPreview, JobPreviewLink } from '@madar/shared';
import { keepPreview, openPreview, previewUrls } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import type { CreateJobPreviewDto } from './job-previews.dto';
import { JobPreviewsStore } from './job-previews.store';
import { JobsService } from './jobs.service';

/** How long a preview opens (PREVIEW_TTL_MINUTES), given to JobPreviewsModule.forRoot. */
export class JobPreviewSettings {
  constructor(readonly ttlMinutes: number) {}
}

@Injectable()
export class JobPreviewsService {
  constructor(
    private readonly previews: JobPreviewsStore,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly settings: JobPreviewSettings,
  ) {}

  /** 400 as a save would refuse the same body; 404 JOB.NOT_FOUND when `id` names no job. */
  async create(dto: CreateJobPreviewDto): Promise<JobPreviewLink> {
    const { id, ...body } = dto;
    const job = await this.jobs.unsaved(body, id);
    const { token, expiresAt } = await keepPreview(
      this.previews,
      this.settings.ttlMinutes,
      this.clock.now(),
      (expiry) => ({ job, expiresAt: expiry }),
    );
    // A new job's address is the one its title would give it: the page trusts the token, not the path.
    return { token, expiresAt, urls: previewUrls(`/careers/${job.slug}`, token) };
  }

  /** The preview this token opens; 404 PREVIEW.NOT_FOUND when none, expired, or not a token at all. */
  find(token: string): Promise<JobPreview> {
    return openPreview(this.previews, token, this.clock.now());
  }
}
