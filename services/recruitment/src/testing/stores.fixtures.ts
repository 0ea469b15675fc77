/**
 * What the store contract suites share: records to store, and the two ways of making a set of stores
 * (memory, and PostgreSQL on a fresh migrated database). Test code only (left out of the build).
 */
import type { LocalizedText } from '@madar/shared';
import { createTestDataSource } from '@madar/shared/testing';
import type { NewApplication, SeedApplication } from '../applications/applications.store';
import { migrations } from '../database/migrations';
import { type RecruitmentDb, SCHEMA } from '../database/schema';
import {
  memoryStores,
  type MemoryStoresOptions,
  postgresStores,
  type RecruitmentStores,
} from '../database/stores';
import type { JobRecord } from '../jobs/jobs.store';
import { minimalPdf } from '../resumes/minimal-pdf';
import type { NewResume } from '../resumes/resumes.store';

export interface StoresSeed {
  jobs?: readonly JobRecord[];
  applications?: readonly SeedApplication[];
}

export interface StoresHarness {
  /** A set of stores holding exactly `seed`. */
  create(seed?: StoresSeed): Promise<RecruitmentStores>;
  close?(): Promise<void>;
}

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const text = (en: string, ar = `${en} بالعربية`): LocalizedText => ({ en, ar });

export const job = (id: string, overrides: Partial<JobRecord> = {}): JobRecord => ({
  id,
  slug: id,
  title: text('Network Engineer', 'مهندس شبكات'),
  department: text('Infrastructure', 'البنية التحتية'),
  location: text('Tripoli', 'طرابلس'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Build networks.', 'بناء الشبكات.'),
  responsibilities: [text('Design', 'التصميم'), text('Operate', 'التشغيل')],
  requirements: [text('CCNA', 'شهادة CCNA')],
  published: true,
  closesAt: null,
  publishAt: null,
  closeAt: null,
  publishedAt: day(1),
  createdAt: day(1),
  updatedAt: day(1),
  ...overrides,
});

export const application = (id: string, overrides: Partial<NewApplication> = {}): NewApplication => ({
  id,
  jobId: null,
  name: 'Nour Al-Huni',
  email: 'nour@example.ly',
  position: 'NOC Technician',
  experience: 'Three years',
  education: 'BSc',
  status: 'new',
  submittedAt: day(1),
  language: 'en',
  ...overrides,
});

export const resume = (overrides: Partial<NewResume> = {}): NewResume => ({
  content: minimalPdf(['Curriculum Vitae', 'Test Applicant']),
  contentType: 'application/pdf',
  downloadName: 'cv.pdf',
  ...overrides,
});

/** An application with a resume, ready to seed. */
export const applied = (
  id: string,
  overrides: Partial<NewApplication> = {},
  file = resume(),
): SeedApplication => ({
  application: application(id, overrides),
  resume: file,
});

export function memoryHarness(
  options: Omit<MemoryStoresOptions, 'jobs' | 'applications'> = {},
): StoresHarness {
  return { create: (seed = {}) => Promise.resolve(memoryStores({ ...options, ...seed })) };
}

/** Each `create` gets a database of its own; `close` drops them all. */
export function postgresHarness(): StoresHarness {
  const closers: (() => Promise<void>)[] = [];
  return {
    async create(seed = {}) {
      const source = await createTestDataSource<RecruitmentDb>({ schema: SCHEMA, migrations });
      closers.push(() => source.close());
      const stores = postgresStores(source.data);
      for (const item of seed.jobs ?? []) await stores.jobs.create(item);
      for (const item of seed.applications ?? [])
        await stores.applications.create(item.application, item.resume);
      return stores;
    },
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
