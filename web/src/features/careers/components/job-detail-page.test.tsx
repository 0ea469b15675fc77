import type { Job } from '@madar/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { installFakeXhr, lastXhr } from '@/testing/fake-xhr';
import { renderAt, renderRoutes } from '@/testing/render';
import { JobDetailPage } from './job-detail-page';

const text = (en: string, ar: string) => ({ en, ar });
const job: Job = {
  id: 'noc-technician',
  slug: 'noc-technician',
  title: text('NOC Technician', 'فني مركز عمليات الشبكة'),
  department: text('Network Operations Centre', 'مركز عمليات الشبكة'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Watch over the links we operate.', 'تراقب الوصلات التي نشغّلها.'),
  responsibilities: [text('Monitor alarms', 'مراقبة الإنذارات')],
  requirements: [text('Two years in a NOC', 'خبرة سنتين في مركز عمليات')],
  published: true,
  // Far ahead, so the job is open whenever the test runs.
  closesAt: '2099-12-31',
  // 23:30 UTC on 28 February is already 1 March in Tripoli.
  publishedAt: '2026-02-28T23:30:00.000Z',
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  applications: 0,
};

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });

function renderJob(body: Job = job) {
  const requests = answer('GET', '/api/jobs/:id', { status: 200, body });
  renderAt(<JobDetailPage jobId={body.id} />, `/careers/${body.id}`);
  return requests;
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('JobDetailPage', () => {
  it('moves an older address (the job id, an earlier slug) to the current one, replacing it in history', async () => {
    const moved = { ...job, id: 'ff4a5ac8-0000-4000-8000-000000000001', slug: 'noc-technician-2' };
    answer('GET', '/api/jobs/:id', { status: 200, body: moved });
    const { router } = renderRoutes(
      [{ path: '/careers/:jobId', element: <JobDetailPage jobId={moved.id} /> }],
      `/careers/${moved.id}`,
    );

    await screen.findByRole('heading', { level: 1, name: 'NOC Technician' });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/careers/noc-technician-2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the job from GET /api/jobs/:id with its facts, role and lists, in English then Arabic', async () => {
    const requests = renderJob();

    expect(screen.getByRole('status')).toHaveTextContent('Loading job…');
    expect(await screen.findByRole('heading', { level: 1, name: 'NOC Technician' })).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/jobs/noc-technician']);
    expect(screen.getByText('Network Operations Centre')).toBeInTheDocument();
    expect(fact('Location')).toBe('Benghazi');
    expect(fact('Type')).toBe('Full-time');
    expect(fact('Posted')).toBe('1 March 2026');
    expect(fact('Apply by')).toBe('31 December 2099');
    expect(screen.getByText('Watch over the links we operate.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument();
    expect(screen.getByText('Two years in a NOC')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    expect(within(crumbs).getByText('NOC Technician')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('NOC Technician | Madar Technologies');
    expect(within(screen.getByRole('form', { name: 'Apply now' })).getByLabelText(/Position/)).toHaveValue(
      'NOC Technician',
    );

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'فني مركز عمليات الشبكة' })).toBeInTheDocument();
    expect(fact('الموقع')).toBe('بنغازي');
    expect(fact('نوع الدوام')).toBe('دوام كامل');
    expect(fact('آخر موعد للتقديم')).toBe('31 ديسمبر 2099');
    expect(screen.getByText('تراقب الوصلات التي نشغّلها.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeInTheDocument();
    expect(document.title).toBe('فني مركز عمليات الشبكة | مدار للتقنية');
    // The position follows the page's language, so the application still names the job.
    expect(within(screen.getByRole('form', { name: 'قدّم الآن' })).getByLabelText(/الوظيفة/)).toHaveValue(
      'فني مركز عمليات الشبكة',
    );
  });

  it('says when a job has no closing date', async () => {
    renderJob({ ...job, closesAt: null });
    await screen.findByRole('heading', { level: 1, name: 'NOC Technician' });
    expect(fact('Apply by')).toBe('Open until filled');
  });

  it("shows the detail pages' error view for an unknown id, with the way back to careers", async () => {
    answer('GET', '/api/jobs/:id', { status: 404, body: envelope(404, 'JOB.NOT_FOUND', 'Job not found') });
    renderRoutes(
      [
        { path: '/careers/:jobId', element: <JobDetailPage jobId="chief-astronaut" /> },
        { path: '/careers', element: <p>the careers page</p> },
      ],
      '/careers/chief-astronaut',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Error Loading Job' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Job not found.');
    expect(document.title).toBe('Error Loading Job | Madar Technologies');
    fireEvent.click(screen.getByRole('link', { name: 'Back to careers' }));
    expect(await screen.findByText('the careers page')).toBeInTheDocument();
  });

  it('shows a generic message when the job cannot be loaded', async () => {
    answer('GET', '/api/jobs/:id', { status: 503, body: envelope(503, 'STORAGE.UNAVAILABLE', 'down') });
    renderAt(<JobDetailPage jobId="noc-technician" />, '/careers/noc-technician');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this position.');
  });

  it('puts a notice in place of the form once the closing day is over', async () => {
    renderJob({ ...job, closesAt: '2020-01-31' });

    expect(await screen.findByRole('heading', { name: 'Applications have closed' })).toBeInTheDocument();
    expect(screen.getByText(/stopped taking applications on 31 January 2020/)).toBeInTheDocument();
    expect(screen.getByText('Applications closed')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View open positions' })).toHaveAttribute('href', '/careers');
  });

  describe('applying', () => {
    let restoreXhr: () => void;
    beforeEach(() => {
      restoreXhr = installFakeXhr();
    });
    afterEach(() => restoreXhr());

    async function submitApplication() {
      renderJob();
      const form = await screen.findByRole('form', { name: 'Apply now' });
      const fill = (label: RegExp, value: string) =>
        fireEvent.change(within(form).getByLabelText(label), { target: { value } });
      fill(/Full name/, 'Amal Ben Ali');
      fill(/Email address/, 'amal@example.ly');
      fill(/Work experience/, 'Five years');
      fill(/Education/, 'BSc');
      fireEvent.change(within(form).getByLabelText(/Resume/), { target: { files: [pdf()] } });
      fireEvent.click(within(form).getByRole('checkbox', { name: /I agree/ }));
      fireEvent.submit(form);
      return form;
    }

    it("sends the job's id with the application while the position is the job's title", async () => {
      await submitApplication();

      expect(lastXhr().fields()).toMatchObject({ position: 'NOC Technician', jobId: 'noc-technician' });
    });

    it('sends a general application once the visitor types another position', async () => {
      renderJob();
      const form = await screen.findByRole('form', { name: 'Apply now' });
      fireEvent.change(within(form).getByLabelText(/Position/), { target: { value: 'NOC Team Lead' } });
      fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: 'Amal Ben Ali' } });
      fireEvent.change(within(form).getByLabelText(/Email address/), {
        target: { value: 'amal@example.ly' },
      });
      fireEvent.change(within(form).getByLabelText(/Work experience/), { target: { value: 'Five years' } });
      fireEvent.change(within(form).getByLabelText(/Education/), { target: { value: 'BSc' } });
      fireEvent.change(within(form).getByLabelText(/Resume/), { target: { files: [pdf()] } });
      fireEvent.click(within(form).getByRole('checkbox', { name: /I agree/ }));
      fireEvent.submit(form);

      expect(lastXhr().fields()).toMatchObject({ position: 'NOC Team Lead' });
      expect(lastXhr().fields()).not.toHaveProperty('jobId');
    });

    it('tells the visitor when the job closed while they were filling the form', async () => {
      const form = await submitApplication();
      act(() =>
        lastXhr().respond(
          409,
          envelope(409, 'APPLICATION.JOB_CLOSED', 'This job no longer takes applications'),
        ),
      );

      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'This position has stopped taking applications (its closing date is past)',
      );
    });
  });
});
