import { AppError, FixedClock } from '@madar/shared/nest';
import { InMemoryMailOutbox, readable, RecordingTransport, TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import { doc, docx, exe, pdf } from '../../test/fixtures/resume-files';
import { memoryStores } from '../database/stores';
import { JobsService } from '../jobs/jobs.service';
import { InspectionPool } from '../resumes/inspection-pool';
import { job } from '../testing/stores.fixtures';
import type { UploadedResume } from '../resumes/resume-upload.interceptor';
import { ApplicationIntakeService } from './application-intake.service';
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

// One pool of inspection workers for every service here, stopped once the tests are done.
const inspections = new InspectionPool();
afterAll(() => inspections.close());

function setUp(options: { resumesMaxBytes?: number; pool?: InspectionPool } = {}) {
  const outbox = new InMemoryMailOutbox();
  const stores = memoryStores({
    mails: outbox,
    jobs: [
      job('open-job'),
      job('draft-job', { published: false, publishedAt: null }),
      // NOW is 15 June: the last day of this one was the 14th, the other's is today.
      job('closed-job', { closesAt: '2026-06-14' }),
      job('closing-job', { closesAt: '2026-06-15' }),
    ],
    ...(options.resumesMaxBytes !== undefined && { resumesMaxBytes: options.resumesMaxBytes }),
  });
  const clock = new FixedClock(NOW);
  const service = new ApplicationIntakeService(
    stores.applications,
    new JobsService(stores.jobs, clock),
    clock,
    TEST_MAIL_SETTINGS,
    options.pool ?? inspections,
  );
  return { service, outbox, ...stores };
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
  it('stores a new application with its resume, typed by content and named safely', async () => {
    const { service, applications, resumes } = setUp();

    const result = await service.submit(FIELDS, upload(pdf(), '../Nour.PDF'));

    expect(result).toEqual({ success: true, id: expect.any(String) });
    expect(await applications.get(result.id)).toEqual({
      ...FIELDS,
      id: result.id,
      status: 'new',
      submittedAt: NOW.toISOString(),
      resumeName: 'Nour.pdf',
      // No page language sent: English.
      language: 'en',
    });
    expect(await resumes.get(result.id)).toEqual({
      content: pdf(),
      contentType: 'application/pdf',
      downloadName: 'Nour.pdf',
      size: pdf().length,
    });
  });

  it.each([
    ['a DOCX', docx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a DOC', doc(), 'cv.doc', 'application/msword'],
  ])('accepts %s', async (_name, bytes, name, contentType) => {
    const { service, resumes } = setUp();

    const { id } = await service.submit(FIELDS, upload(bytes, name));

    expect(await resumes.get(id)).toMatchObject({ contentType, downloadName: name });
  });

  it.each([
    ['no file', FIELDS, undefined, 400, 'APPLICATION.RESUME_MISSING'],
    ['an empty file', FIELDS, upload(Buffer.alloc(0)), 400, 'APPLICATION.RESUME_MISSING'],
    ['a draft job', { ...FIELDS, jobId: 'draft-job' }, upload(pdf()), 400, 'VALIDATION.FAILED'],
    ['an unknown job', { ...FIELDS, jobId: 'missing-job' }, upload(pdf()), 400, 'VALIDATION.FAILED'],
    [
      'a job past its closing date',
      { ...FIELDS, jobId: 'closed-job' },
      upload(pdf()),
      409,
      'APPLICATION.JOB_CLOSED',
    ],
    ['an executable', FIELDS, upload(exe()), 415, 'APPLICATION.RESUME_TYPE'],
  ] as const)('refuses %s, storing nothing', async (_name, fields, file, status, code) => {
    const { service, applications, resumes } = setUp();

    const error = await rejection(service.submit(fields, file));

    expect(error.getStatus()).toBe(status);
    expect(error.code).toBe(code);
    expect(await applications.count()).toBe(0);
    expect(resumes.usedBytes).toBe(0);
  });

  it('queues the recruiters’ notification and the applicant’s confirmation in the page’s language', async () => {
    const { service, outbox } = setUp();
    const { id } = await service.submit({ ...FIELDS, language: 'ar' }, upload(pdf()));

    const transport = new RecordingTransport();
    expect(await outbox.sendDue(transport)).toBe(2);
    const [team, confirmation] = transport.sent;
    expect(team).toMatchObject({ to: 'careers@madar.example', replyTo: 'nour@example.com' });
    expect(readable(team?.subject)).toBe('New application: NOC Technician');
    expect(readable(team?.text)).toContain(
      `http://localhost:8080/admin/dashboard/careers?tab=applications&search=nour%40example.com&open=${id}`,
    );
    expect(confirmation).toMatchObject({ to: 'nour@example.com', subject: 'استلمنا طلب التوظيف الخاص بك' });
    expect(readable(confirmation?.html)).toContain('lang="ar" dir="rtl"');
    expect(readable(confirmation?.text)).toContain(id);
  });

  it('takes applications on the closing day itself', async () => {
    const { service, applications } = setUp();

    const { id } = await service.submit({ ...FIELDS, jobId: 'closing-job' }, upload(pdf()));

    expect((await applications.get(id))?.jobId).toBe('closing-job');
  });

  it('refuses a submission past the resume cap with STORAGE.FULL, storing nothing', async () => {
    const { service, applications, resumes } = setUp({ resumesMaxBytes: pdf().length + 200 });
    await service.submit(FIELDS, upload(pdf()));
    const used = resumes.usedBytes;

    const error = await rejection(service.submit(FIELDS, upload(pdf())));

    expect(error.getStatus()).toBe(503);
    expect(error.code).toBe('STORAGE.FULL');
    expect(await applications.count()).toBe(1);
    expect(resumes.usedBytes).toBe(used);
  });

  it('turns a resume away with 429 REQUEST.THROTTLED when too many files are being inspected', async () => {
    const busy = Object.assign(new InspectionPool(), { inspect: () => Promise.resolve('busy' as const) });
    const { service, applications } = setUp({ pool: busy });

    const error = await rejection(service.submit(FIELDS, upload(pdf())));

    expect(error.getStatus()).toBe(429);
    expect(error.code).toBe('REQUEST.THROTTLED');
    expect(await applications.count()).toBe(0);
  });
});
