/**
 * Where resume files live. The service sees only ResumeStorage; the disk implementation keeps them in
 * RESUME_DIR, a folder nothing serves, under names it generates itself (a UUID and the extension of the
 * detected type). A name from a request is never joined to the folder, so no upload or download can
 * reach outside it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ResumeExtension } from './resume-type';

export abstract class ResumeStorage {
  /** Stores the bytes under a new generated name and returns that name. */
  abstract save(bytes: Uint8Array, extension: ResumeExtension): Promise<string>;
  /** The stored bytes, or undefined when the file is gone. */
  abstract read(file: string): Promise<Buffer | undefined>;
  /** Removes a stored file; a file already gone is not an error. */
  abstract remove(file: string): Promise<void>;
  /** Removes every stored file not in `keep`. */
  abstract prune(keep: ReadonlySet<string>): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:pdf|docx|doc)$/;

export class ResumeStorageError extends Error {
  override name = 'ResumeStorageError';
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export class DiskResumeStorage extends ResumeStorage {
  private constructor(readonly dir: string) {
    super();
  }

  /**
   * Creates the folder if needed and proves it is writable, so a wrong RESUME_DIR stops the service at
   * boot instead of failing the first applicant.
   */
  static async open(dir: string): Promise<DiskResumeStorage> {
    const absolute = resolve(dir);
    const probe = join(absolute, `.write-test-${randomUUID()}`);
    try {
      await mkdir(absolute, { recursive: true, mode: 0o700 });
      await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
      await rm(probe);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ResumeStorageError(`RESUME_DIR ${absolute} is not a writable folder: ${reason}`);
    }
    return new DiskResumeStorage(absolute);
  }

  async save(bytes: Uint8Array, extension: ResumeExtension): Promise<string> {
    const file = `${randomUUID()}.${extension}`;
    // Owner-only, and never over an existing file.
    await writeFile(this.pathOf(file), bytes, { flag: 'wx', mode: 0o600 });
    return file;
  }

  async read(file: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(file));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(file: string): Promise<void> {
    await rm(this.pathOf(file), { force: true });
  }

  async prune(keep: ReadonlySet<string>): Promise<void> {
    const names = await readdir(this.dir);
    // Only files this storage could have written: anything else in the folder is not ours to delete.
    const stale = names.filter((name) => STORED_NAME.test(name) && !keep.has(name));
    await Promise.all(stale.map((name) => this.remove(name)));
  }

  private pathOf(file: string): string {
    if (!STORED_NAME.test(file)) throw new ResumeStorageError(`Not a stored resume name: ${file}`);
    return join(this.dir, file);
  }
}
