/**
 * Where resume files are kept: one per application, its bytes exactly as uploaded with the type decided
 * from them and the name the admin downloads it under. Resumes are written only together with their
 * application (ApplicationsStore.create, one transaction in PostgreSQL) and go with it when it is
 * deleted, so this port only reads. Memory (the demo default and the tests' double) and PostgreSQL
 * implement it; one contract suite (resumes.store.contract.ts) runs against both.
 */
import { MemoryBudget, recordBytes } from '@madar/shared/data';
import { RESUME_TYPES } from './resume-type';

/** A resume as the applicant sent it, once its type is known. */
export interface NewResume {
  content: Buffer;
  /** The type decided from the content, served with it. */
  contentType: string;
  /** The sanitised name the applicant uploaded it under. */
  downloadName: string;
}

export interface Resume extends NewResume {
  /** Bytes of content. */
  size: number;
}

export abstract class ResumeStore {
  /** The resume of an application, byte for byte as uploaded; undefined when there is none. */
  abstract get(applicationId: string): Promise<Resume | undefined>;
}

const CONTENT_TYPES: readonly string[] = Object.values(RESUME_TYPES);

/** Refuses what the database's constraints refuse, so both stores behave alike. */
export function assertStorableResume(resume: NewResume): void {
  if (!CONTENT_TYPES.includes(resume.contentType)) {
    throw new Error(`Not a resume content type: ${resume.contentType}`);
  }
}

const bytesOf = (resume: NewResume) =>
  resume.content.length + recordBytes({ contentType: resume.contentType, downloadName: resume.downloadName });

/**
 * Resumes held in memory as Buffers, within their own byte cap (MEMORY_RESUMES_MAX_MB): past it a new
 * resume is refused with STORAGE.FULL and nothing is stored. Callers get copies of the bytes.
 */
export class InMemoryResumeStore extends ResumeStore {
  private readonly resumes = new Map<string, NewResume>();
  private readonly budget: MemoryBudget;

  constructor(maxBytes = Number.POSITIVE_INFINITY) {
    super();
    this.budget = new MemoryBudget(maxBytes);
  }

  get usedBytes(): number {
    return this.budget.usedBytes;
  }

  get(applicationId: string): Promise<Resume | undefined> {
    const resume = this.resumes.get(applicationId);
    if (!resume) return Promise.resolve(undefined);
    const content = Buffer.from(resume.content);
    return Promise.resolve({ ...resume, content, size: content.length });
  }

  /**
   * Stores the resume of a new application (the applications store calls it inside its create).
   * Throws STORAGE.FULL past the cap unless `force` (the seed), storing nothing.
   */
  put(applicationId: string, resume: NewResume, force = false): void {
    if (this.resumes.has(applicationId)) throw new Error(`Application ${applicationId} already has a resume`);
    assertStorableResume(resume);
    const bytes = bytesOf(resume);
    if (force) this.budget.force(bytes);
    else this.budget.reserve(bytes);
    this.resumes.set(applicationId, {
      content: Buffer.from(resume.content),
      contentType: resume.contentType,
      downloadName: resume.downloadName,
    });
  }

  /** Whether the application has a resume here (what a purge counts before it deletes). */
  has(applicationId: string): boolean {
    return this.resumes.has(applicationId);
  }

  /** Removes the resume of a deleted (or never stored) application. */
  remove(applicationId: string): void {
    const resume = this.resumes.get(applicationId);
    if (!resume) return;
    this.budget.release(bytesOf(resume));
    this.resumes.delete(applicationId);
  }
}
