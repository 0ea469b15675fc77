import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskResumeStorage, ResumeStorageError } from './resume-storage';

describe('DiskResumeStorage', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'madar-resume-storage-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates its folder at boot, leaving nothing behind from the write test', async () => {
    const dir = join(root, 'a', 'b');
    await DiskResumeStorage.open(dir);

    expect((await stat(dir)).isDirectory()).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it('fails fast when the folder cannot be created', async () => {
    await writeFile(join(root, 'file'), '');

    await expect(DiskResumeStorage.open(join(root, 'file', 'resumes'))).rejects.toThrow(
      /RESUME_DIR .* is not a writable folder/,
    );
  });

  it('stores bytes under a generated name, owner-only, and reads them back', async () => {
    const storage = await DiskResumeStorage.open(root);
    const file = await storage.save(Buffer.from('%PDF-1.4'), 'pdf');

    expect(file).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(((await stat(join(root, file))).mode & 0o777).toString(8)).toBe('600');
    expect((await storage.read(file))?.toString()).toBe('%PDF-1.4');
  });

  it('answers undefined for a stored name whose file is gone, and removes idempotently', async () => {
    const storage = await DiskResumeStorage.open(root);
    const file = await storage.save(Buffer.from('x'), 'doc');
    await storage.remove(file);
    await storage.remove(file);

    await expect(storage.read(file)).resolves.toBeUndefined();
  });

  it.each(['../secret.pdf', 'cv.pdf', '/etc/passwd'])(
    'never touches a name it did not generate: %s',
    async (name) => {
      const storage = await DiskResumeStorage.open(root);

      await expect(storage.read(name)).rejects.toThrow(ResumeStorageError);
      await expect(storage.remove(name)).rejects.toThrow(ResumeStorageError);
    },
  );

  it('prunes its own stale files and leaves anything else alone', async () => {
    const storage = await DiskResumeStorage.open(root);
    const keep = await storage.save(Buffer.from('a'), 'pdf');
    const stale = await storage.save(Buffer.from('b'), 'docx');
    await writeFile(join(root, 'README.txt'), 'not a resume');

    await storage.prune(new Set([keep]));

    expect((await readdir(root)).sort()).toEqual([keep, 'README.txt'].sort());
    expect(await readdir(root)).not.toContain(stale);
  });
});
