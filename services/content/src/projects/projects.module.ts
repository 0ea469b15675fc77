/** The company's reference projects (spec §3 Project), read by the public site. */
import { Module } from '@nestjs/common';
import { PROJECTS_SEED } from './projects.seed';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';
import { InMemoryProjectsStore, ProjectsStore } from './projects.store';

@Module({
  controllers: [ProjectsController],
  providers: [
    ProjectsService,
    { provide: ProjectsStore, useFactory: () => new InMemoryProjectsStore(PROJECTS_SEED) },
  ],
})
export class ProjectsModule {}
