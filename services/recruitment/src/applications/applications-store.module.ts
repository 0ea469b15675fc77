import { Module } from '@nestjs/common';
import { Clock } from '@madar/shared/nest';
import { ResumeStorage } from '../resumes/resume-storage';
import { seedApplications } from './applications.seed';
import { ApplicationsStore, InMemoryApplicationsStore } from './applications.store';

/**
 * The in-memory store starts from the seed at every boot, so resume files a previous run left in
 * RESUME_DIR belong to no application any more: they are removed (personal data with no purpose) before
 * the seed's files are written.
 */
async function createApplicationsStore(storage: ResumeStorage, clock: Clock): Promise<ApplicationsStore> {
  await storage.prune(new Set());
  return new InMemoryApplicationsStore(await seedApplications(storage, clock.now()));
}

/** The applications store alone, shared by the jobs (their counts) and the applications modules. */
@Module({
  providers: [
    { provide: ApplicationsStore, inject: [ResumeStorage, Clock], useFactory: createApplicationsStore },
  ],
  exports: [ApplicationsStore],
})
export class ApplicationsStoreModule {}
