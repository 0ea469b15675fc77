import { type DynamicModule, Module } from '@nestjs/common';
import { DiskResumeStorage, ResumeStorage } from './resume-storage';

/** The resume files of the service, in `dir` (RESUME_DIR); opened, and checked writable, at boot. */
@Module({})
export class ResumesModule {
  static forRoot(dir: string): DynamicModule {
    return {
      module: ResumesModule,
      global: true,
      providers: [{ provide: ResumeStorage, useFactory: () => DiskResumeStorage.open(dir) }],
      exports: [ResumeStorage],
    };
  }
}
