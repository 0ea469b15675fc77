import { memoryStores } from '../database/stores';
import { application, applied, memoryHarness, resume, uuid } from '../testing/stores.fixtures';
import { describeApplicationsStoreContract } from './applications.store.contract';

describeApplicationsStoreContract('memory', memoryHarness());

describe('InMemoryApplicationsStore byte cap', () => {
  const size = JSON.stringify({ ...application(uuid(1)), resumeName: 'cv.pdf' }).length * 2;

  it('refuses an application past the cap with STORAGE.FULL, storing neither it nor its resume', async () => {
    const { applications, resumes } = memoryStores({ maxBytes: size + 10 });
    await applications.create(application(uuid(1)), resume());
    const resumeBytes = resumes.usedBytes;

    await expect(applications.create(application(uuid(2)), resume())).rejects.toMatchObject({
      status: 503,
      code: 'STORAGE.FULL',
    });
    expect(await applications.count()).toBe(1);
    expect(await resumes.get(uuid(2))).toBeUndefined();
    expect(resumes.usedBytes).toBe(resumeBytes);

    await applications.delete(uuid(1));
    await expect(applications.create(application(uuid(2)), resume())).resolves.toMatchObject({ id: uuid(2) });
  });

  it('seeds past the cap, and refuses only new submissions', async () => {
    const { applications } = memoryStores({
      maxBytes: 1,
      applications: [applied(uuid(1)), applied(uuid(2))],
    });

    expect(await applications.count()).toBe(2);
    await expect(applications.create(application(uuid(3)), resume())).rejects.toMatchObject({
      code: 'STORAGE.FULL',
    });
  });
});
