/** Fuzzes every operation of the recruitment service, the multipart application form included. */
import { createHash } from 'node:crypto';
import { ApplicationsStore } from '../../services/recruitment/src/applications/applications.store';
import { JobsStore } from '../../services/recruitment/src/jobs/jobs.store';
import { ResumeStore } from '../../services/recruitment/src/resumes/resumes.store';
import { FIELDS } from '../../services/recruitment/test/support';
import { createTestApp, type TestApp } from '../../services/recruitment/test/test-app';
import { FUZZ_TIMEOUT_MS, fuzzService } from './support/fuzz-service';

const ALL = { page: 1, pageSize: 100_000 } as const;

describe('recruitment under generated bad input', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const snapshot = async () => {
    const applications = await t.app
      .get(ApplicationsStore)
      .list({ ...ALL, sort: { field: 'submittedAt', direction: 'asc' } });
    const resumes = t.app.get(ResumeStore);
    const digests = await Promise.all(
      applications.items.map(async ({ id }) => {
        const resume = await resumes.get(id);
        return resume && createHash('sha256').update(resume.content).digest('hex');
      }),
    );
    return {
      jobs: await t.app.get(JobsStore).list({ ...ALL, sort: { field: 'createdAt', direction: 'asc' } }),
      applications,
      digests,
    };
  };

  it(
    'answers every operation below 500, in the envelope, and stores nothing',
    async () => {
      const summary = await fuzzService({
        name: 'recruitment',
        app: t.app,
        adminToken: () => Promise.resolve(t.token),
        snapshot,
        knowledge: async () => {
          const { jobs, applications } = await snapshot();
          const ids = [...jobs.items.slice(0, 3), ...applications.items.slice(0, 3)].map((item) => item.id);
          // A valid form without jobId (a general application): only the file can be wrong.
          const { jobId: _jobId, ...validForm } = FIELDS;
          return { existingIds: ids, validForm };
        },
      });
      expect(summary.serverErrors).toBe(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
