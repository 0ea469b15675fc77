/**
 * Where applications live, behind a narrow interface so a database can replace the in-memory store
 * without touching the rules. The resume itself is a file in ResumeStorage; a record keeps only where
 * it is and how to serve it.
 */
import type { ApplicationStatus, JobApplication } from '@madar/shared';

export interface StoredResume {
  /** The generated name in ResumeStorage. */
  file: string;
  /** The type decided from the file's content, served with it. */
  contentType: string;
  size: number;
  /** The sanitised client name the admin downloads it under. */
  downloadName: string;
}

/** An application as stored; the API form adds resumeUrl and resumeName. */
export type ApplicationRecord = Omit<JobApplication, 'resumeUrl' | 'resumeName'> & { resume: StoredResume };

export abstract class ApplicationsStore {
  /** Every application, in no particular order. */
  abstract list(): ApplicationRecord[];
  abstract findById(id: string): ApplicationRecord | undefined;
  /** Adds an application whose id is not yet taken. */
  abstract add(application: ApplicationRecord): void;
  /** The updated application, or undefined when there is none with this id. */
  abstract setStatus(id: string, status: ApplicationStatus): ApplicationRecord | undefined;
  /** The removed application, or undefined when there was none. */
  abstract remove(id: string): ApplicationRecord | undefined;
  /** How many applications each job id has (jobs without any are absent). */
  abstract countByJob(): Map<string, number>;
}

export class InMemoryApplicationsStore extends ApplicationsStore {
  private readonly applications = new Map<string, ApplicationRecord>();

  constructor(seed: readonly ApplicationRecord[] = []) {
    super();
    for (const application of seed) this.add(application);
  }

  // Copies in and out, so callers cannot change what the store holds behind its back.
  list(): ApplicationRecord[] {
    return [...this.applications.values()].map((application) => structuredClone(application));
  }

  findById(id: string): ApplicationRecord | undefined {
    const application = this.applications.get(id);
    return application && structuredClone(application);
  }

  add(application: ApplicationRecord): void {
    if (this.applications.has(application.id)) {
      throw new Error(`Application id already taken: ${application.id}`);
    }
    this.applications.set(application.id, structuredClone(application));
  }

  setStatus(id: string, status: ApplicationStatus): ApplicationRecord | undefined {
    const application = this.applications.get(id);
    if (!application) return undefined;
    application.status = status;
    return structuredClone(application);
  }

  remove(id: string): ApplicationRecord | undefined {
    const application = this.applications.get(id);
    this.applications.delete(id);
    return application;
  }

  countByJob(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { jobId } of this.applications.values()) {
      if (jobId !== null) counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
    }
    return counts;
  }
}
