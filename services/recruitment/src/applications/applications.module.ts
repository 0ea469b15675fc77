import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ResumeUploadInterceptor } from '../resumes/resume-upload.interceptor';
import { ApplicationIntakeService } from './application-intake.service';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { ApplicationsStoreModule } from './applications-store.module';

@Module({
  imports: [ApplicationsStoreModule, JobsModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationIntakeService, ResumeUploadInterceptor],
})
export class ApplicationsModule {}
