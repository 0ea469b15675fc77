/**
 * Where the reference projects live. The site only reads them, so the store is read-only; a
 * database-backed store would implement the same two methods.
 */
import type { Project } from '@madar/shared';
import { frozenCopy, indexById } from '../common/frozen-copy';

export abstract class ProjectsStore {
  /** Every project, in no particular order (the service sorts). */
  abstract list(): readonly Project[];
  abstract findById(id: string): Project | undefined;
}

export class InMemoryProjectsStore extends ProjectsStore {
  private readonly projects: readonly Project[];
  private readonly byId: ReadonlyMap<string, Project>;

  constructor(seed: readonly Project[]) {
    super();
    this.projects = frozenCopy(seed);
    this.byId = indexById(this.projects, 'project');
  }

  list(): readonly Project[] {
    return this.projects;
  }

  findById(id: string): Project | undefined {
    return this.byId.get(id);
  }
}
