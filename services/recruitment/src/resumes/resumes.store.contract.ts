/**
 * What every ResumeStore promises, with the applications store that writes and deletes resumes, run
 * unchanged against memory (resumes.store.spec.ts) and PostgreSQL (resumes.pg-store.spec.ts).
 */
import { application, applied, resume, type StoresHarness, uuid } from '../testing/stores.fixtures';
import { RESUME_TYPES } from './resume-type';

/** Every byte value, twice, and a NUL-laden tail: what a text round trip would mangle. */
const binary = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
    Buffer.alloc(64),
  ]);

export function describeResumeStoreContract(name: string, harness: StoresHarness): void {
  describe(`ResumeStore contract (${name})`, () => {
    afterAll(async () => {
      await harness.close?.();
    });

    it("returns an application's resume byte for byte, with its type, name and size", async () => {
      const content = binary();
      const { applications, resumes } = await harness.create();
      await applications.create(
        application(uuid(1)),
        resume({ content, contentType: RESUME_TYPES.docx, downloadName: 'السيرة الذاتية.docx' }),
      );

      const stored = await resumes.get(uuid(1));
      expect(stored).toEqual({
        content,
        contentType: RESUME_TYPES.docx,
        downloadName: 'السيرة الذاتية.docx',
        size: content.length,
      });
      expect(stored?.content.equals(content)).toBe(true);
    });

    it('answers undefined for an unknown or malformed id', async () => {
      const { resumes } = await harness.create({ applications: [applied(uuid(1))] });
      for (const id of [uuid(2), 'not-a-uuid', '../x', 'nul\u0000'])
        expect(await resumes.get(id)).toBeUndefined();
    });

    it('goes with its application', async () => {
      const { applications, resumes } = await harness.create({
        applications: [applied(uuid(1)), applied(uuid(2))],
      });

      await applications.delete(uuid(1));

      expect(await resumes.get(uuid(1))).toBeUndefined();
      expect(await resumes.get(uuid(2))).toBeDefined();
    });

    it('stores neither the application nor the resume when the resume is refused', async () => {
      const { applications, resumes } = await harness.create();

      await expect(
        applications.create(application(uuid(1)), resume({ contentType: 'text/html' })),
      ).rejects.toThrow();

      expect(await applications.get(uuid(1))).toBeUndefined();
      expect(await applications.count()).toBe(0);
      expect(await resumes.get(uuid(1))).toBeUndefined();
    });

    it('keeps the first resume when an application id is used twice', async () => {
      const first = resume({ downloadName: 'first.pdf' });
      const { applications, resumes } = await harness.create({ applications: [applied(uuid(1), {}, first)] });

      await expect(
        applications.create(application(uuid(1)), resume({ content: binary(), downloadName: 'second.pdf' })),
      ).rejects.toThrow();

      expect(await resumes.get(uuid(1))).toMatchObject({ downloadName: 'first.pdf', content: first.content });
    });

    it('hands out copies of the bytes', async () => {
      const { resumes } = await harness.create({ applications: [applied(uuid(1))] });
      const got = (await resumes.get(uuid(1)))!;
      const original = Buffer.from(got.content);
      got.content.fill(0);

      expect((await resumes.get(uuid(1)))?.content.equals(original)).toBe(true);
    });
  });
}
