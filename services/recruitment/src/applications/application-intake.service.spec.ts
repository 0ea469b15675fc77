import { AppError, FixedClock } from '@madar/shared/nest';
import { exe, pdf } from '../../test/fixtures/resume-files';
import type { JobsService } from '../jobs/jobs.service';
import type { ResumeStorage } from '../resumes/resume-storage';
import type { UploadedResume } from '../resumes/resume-upload.interceptor';
import { ApplicationIntakeService } from './application-intake.service';
import { InMemoryApplicationsStore } from './applications.store';
import type { CreateApplicationDto } from './dto/create-application.dto';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const FIELDS: CreateApplicationDto = {
  name: 'Nour Al-Huni',
  email: 'nour@example.com',
  position: 'NOC Technician',
  experience: 'Three years',
  education: 'BSc',
  jobId: 'open-job',
};

const upload = (buffer: Buffer, originalname = 'cv.pdf'): UploadedResume => ({
  buffer,
  originalname,
  size: buffer.length,
});

function setUp(store = new InMemoryApplicationsStore()) {
  const saved: string[] = [];
  const removed: string[] = [];
  const storage = {
    save: (_bytes: Uint8Array, extension: string) => {
      saved.push(extension);
      return Promise.resolve(`00000000-0000-4000-8000-00000000000${saved.length}.${extension}`);
    },
    remove: (file: string) => {
      removed.push(file);
      return Promise.resolve();
    },
  } as unknown as ResumeStorage;
  const jobs = { isOpen: (id: string) => id === 'open-job' } as unknown as JobsService;
  const service = new ApplicationIntakeService(store, jobs, storage, new FixedClock(NOW));
  return { service, store, saved, removed };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('ApplicationIntakeService', () => {
  it('stores the resume under a generated name and records a new application', async () => {
    const { service, store } = setUp();

    const result = await service.submit(FIELDS, upload(pdf(), '../Nour.PDF'));

    expect(result).toEqual({ success: true, id: expect.any(String) });
    expect(store.findById(result.id)).toEqual({
      ...FIELDS,
      id: result.id,
      status: 'new',
      submittedAt: NOW.toISOString(),
      resume: {
        file: '00000000-0000-4000-8000-000000000001.pdf',
        contentType: 'application/pdf',
        size: pdf().length,
        downloadName: 'Nour.pdf',
      },
    });
  });

  it.each([
    ['no file', FIELDS, undefined, 400, 'APPLICATION.RESUME_MISSING'],
    ['an empty file', FIELDS, upload(Buffer.alloc(0)), 400, 'APPLICATION.RESUME_MISSING'],
    ['a job that is not open', { ...FIELDS, jobId: 'draft-job' }, upload(pdf()), 400, 'VALIDATION.FAILED'],
    ['an executable', FIELDS, upload(exe()), 415, 'APPLICATION.RESUME_TYPE'],
  ] as const)('refuses %s before writing anything', async (_name, fields, file, status, code) => {
    const { service, store, saved } = setUp();

    const error = await rejection(service.submit(fields, file));

    expect(error.getStatus()).toBe(status);
    expect(error.code).toBe(code);
    expect(saved).toEqual([]);
    expect(store.list()).toEqual([]);
  });

  it('removes the written file again when the application cannot be recorded', async () => {
    const store = new InMemoryApplicationsStore();
    store.add = () => {
      throw new Error('store unavailable');
    };
    const { service, removed } = setUp(store);

    await expect(service.submit(FIELDS, upload(pdf()))).rejects.toThrow('store unavailable');
    expect(removed).toEqual(['00000000-0000-4000-8000-000000000001.pdf']);
  });
});
