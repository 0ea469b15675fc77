import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ResumeUploadInterceptor } from '../resumes/resume-upload.interceptor';
import { ApplicationFollowUpController } from './application-follow-up.controller';
import { ApplicationIntakeService } from './application-intake.service';
import { ApplicationLeads } from './application-leads';
import { ApplicationMailsController } from './application-mails.controller';
import { ApplicationReplyTemplatesController } from './application-reply-templates.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

/** Applications and their resumes; the stores come from the global StoresModule. */
@Module({
  imports: [JobsModule],
  // The follow-up's `:id` routes after the applications' fixed paths (`export`, `stats`, …).
  controllers: [
    ApplicationsController,
    ApplicationMailsController,
    ApplicationReplyTemplatesController,
    ApplicationFollowUpController,
  ],
  providers: [ApplicationsService, ApplicationIntakeService, ResumeUploadInterceptor, ApplicationLeads],
})
export class ApplicationsModule {}
