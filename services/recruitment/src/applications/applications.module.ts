import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ResumeUploadInterceptor } from '../resumes/resume-upload.interceptor';
import { ApplicationIntakeService } from './application-intake.service';
import { ApplicationMailsController } from './application-mails.controller';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

/** Applications and their resumes; the stores come from the global StoresModule. */
@Module({
  imports: [JobsModule],
  controllers: [ApplicationsController, ApplicationMailsController],
  providers: [ApplicationsService, ApplicationIntakeService, ResumeUploadInterceptor],
})
export class ApplicationsModule {}
