import { memoryStores } from '../database/stores';
import { application, memoryHarness, resume, uuid } from '../testing/stores.fixtures';
import { describeResumeStoreContract } from './resumes.store.contract';

describeResumeStoreContract('memory', memoryHarness());

describe('InMemoryResumeStore byte cap', () => {
  const KB = 1024;
  const file = (bytes: number) =>
    resume({ content: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(bytes - 5)]) });

  it('refuses a resume past its own cap with STORAGE.FULL, storing neither it nor its application', async () => {
    const { applications, resumes } = memoryStores({ resumesMaxBytes: 100 * KB });
    await applications.create(application(uuid(1)), file(60 * KB));

    await expect(applications.create(application(uuid(2)), file(60 * KB))).rejects.toMatchObject({
      status: 503,
      code: 'STORAGE.FULL',
    });
    expect(await applications.get(uuid(2))).toBeUndefined();
    expect(await resumes.get(uuid(2))).toBeUndefined();

    // A smaller one still fits, and deleting frees room.
    await applications.create(application(uuid(3)), file(20 * KB));
    await applications.delete(uuid(1));
    await expect(applications.create(application(uuid(2)), file(60 * KB))).resolves.toMatchObject({
      id: uuid(2),
    });
  });

  it('counts the resumes apart from the applications store cap', async () => {
    const { applications } = memoryStores({ maxBytes: 10 * KB, resumesMaxBytes: 1024 * KB });

    await expect(applications.create(application(uuid(1)), file(200 * KB))).resolves.toBeDefined();
  });
});
