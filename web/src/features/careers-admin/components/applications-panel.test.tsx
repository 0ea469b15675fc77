import type { Job, JobApplication } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { ADMIN_TOKEN_KEY } from '@/lib/admin-session';
import { answer, answerBy, http, HttpResponse, pending, reply, server } from '@/testing/api-server';
import { serveAnyLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { renderAt } from '@/testing/render';
import { ApplicationsPanel } from './applications-panel';

const job = (id: string, en: string, ar: string): Job => ({
  id,
  slug: id,
  title: { en, ar },
  department: { en: 'Networks', ar: 'الشبكات' },
  location: { en: 'Tripoli', ar: 'طرابلس' },
  type: { en: 'Full-time', ar: 'دوام كامل' },
  description: { en: 'd', ar: 'و' },
  responsibilities: [],
  requirements: [],
  published: true,
  closesAt: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  applications: 1,
});

const application = (id: string, jobId: string | null, name: string, position: string): JobApplication => ({
  id,
  jobId,
  name,
  email: `${id}@example.com`,
  position,
  experience: 'Five years',
  education: 'BSc',
  resumeUrl: `/api/applications/${id}/resume`,
  resumeName: `${id}.pdf`,
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
});

const jobs = [job('network-engineer', 'Network Engineer', 'مهندس شبكات')];
const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
const applications = [
  application('a1', 'network-engineer', 'Salma', 'Typed position A'),
  application('a2', 'deleted-job', 'Omar', 'Typed position B'),
  application('a3', null, 'Huda', 'Open application'),
];

const JOBS_QUERY = '?status=all&page=1&pageSize=100&sort=createdAt%3Adesc';

/**
 * The service the panel talks to: the job list the panel asks for (any other query is a 404) and a page
 * of applications. Returns the application list requests it answered.
 */
function serve(jobList = page(jobs), applicationList: () => unknown = () => page(applications)) {
  server.use(
    http.get('/api/jobs', ({ request }) =>
      new URL(request.url).search === JOBS_QUERY ? HttpResponse.json(jobList) : reply({ status: 404 }),
    ),
  );
  // An application's detail reads its follow-up and the staff directory (the assignee picker).
  serveStaff();
  serveAnyLead('/applications');
  return answerBy('GET', '/api/applications', () => ({ status: 200, body: applicationList() }));
}

const renderPanel = () => renderAt(<ApplicationsPanel jobId="" onJobIdChange={() => undefined} />, '/');

describe('ApplicationsPanel', () => {
  it('shows 3 skeleton rows while loading', () => {
    pending('GET', '/api/jobs');
    pending('GET', '/api/applications');
    renderPanel();
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
  });

  it("shows the job's title, 'Unknown Position' for a vanished job and the typed position otherwise", async () => {
    serve();
    renderPanel();
    const salma = (await screen.findByText('Salma')).closest('tr')!;
    // The jobs list may arrive after the applications: wait for the title to resolve.
    await waitFor(() => expect(within(salma).getByText('Network Engineer')).toBeInTheDocument());
    expect(within(screen.getByText('Omar').closest('tr')!).getByText('Unknown Position')).toBeInTheDocument();
    expect(within(screen.getByText('Huda').closest('tr')!).getByText('Open application')).toBeInTheDocument();
  });

  it("names a job missing from an incomplete job list by the applicant's typed position", async () => {
    serve(page(jobs, 150));
    renderPanel();
    const omar = (await screen.findByText('Omar')).closest('tr')!;
    await waitFor(() => expect(within(omar).getByText('Typed position B')).toBeInTheDocument());
    expect(
      within(screen.getByText('Salma').closest('tr')!).getByText('Network Engineer'),
    ).toBeInTheDocument();
  });

  it("asks for one job's applications and exports the same view as CSV", async () => {
    const lists = serve();
    const exports = answer('GET', '/api/applications/export', {
      status: 200,
      raw: '\uFEFFName\r\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderAt(<ApplicationsPanel jobId="network-engineer" onJobIdChange={() => undefined} />, '/?status=new');
    await screen.findByText('Salma');
    expect(lists[0]?.url).toBe(
      '/api/applications?jobId=network-engineer&page=1&pageSize=20&status=new&sort=submittedAt%3Adesc',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exports.map((r) => r.url)).toEqual([
      '/api/applications/export?jobId=network-engineer&status=new&sort=submittedAt%3Adesc&lang=en',
    ]);
    expect(clicked[0]?.download).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it('shows the empty and error messages', async () => {
    serve(page([]), () => page([]));
    const { unmount } = renderPanel();
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
    unmount();

    serve(page([]));
    answer('GET', '/api/applications', { status: 500 });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load applications. Please try again later.',
    );
  });

  it('changes a status with PATCH and updates the row; a failure shows the message', async () => {
    serve();
    const salmas = answer('PATCH', '/api/applications/a1/status', {
      status: 200,
      body: { ...applications[0], status: 'interview' },
    });
    answer('PATCH', '/api/applications/a2/status', { status: 500 });
    renderPanel();
    const select = await screen.findByRole('combobox', { name: 'Status of the application from Salma' });
    fireEvent.change(select, { target: { value: 'interview' } });
    await waitFor(() => expect(select).toHaveValue('interview'));
    expect(salmas.map((r) => r.body)).toEqual([{ status: 'interview' }]);

    const other = screen.getByRole('combobox', { name: 'Status of the application from Omar' });
    fireEvent.change(other, { target: { value: 'accepted' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status. Please try again.');
    expect(other).toHaveValue('new');
  });

  it('asks before deleting, deletes only after confirming, then reloads the page', async () => {
    const deletes = answer('DELETE', '/api/applications/a3', { status: 204 });
    // The service after the delete: the page no longer holds Huda.
    const lists = serve(page(jobs), () => page(deletes.length > 0 ? applications.slice(0, 2) : applications));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Huda' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete application' });
    // The applicant is named, isolated so a name in either script keeps the sentence in order.
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete the application from \u2068Huda\u2069 and its resume?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);
    expect(screen.getByText('Huda')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Huda' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Huda')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(screen.queryByText('Huda')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('downloads the resume through the API client with the token and the server file name', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-9');
    const pdf = '%PDF-1.4\n%%EOF';
    serve();
    const downloads = answer('GET', '/api/applications/a1/resume', {
      status: 200,
      raw: pdf,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="salma cv.pdf"',
      },
    });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:resume');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'View: Salma' }));
    const dialog = screen.getByRole('dialog', { name: 'Application from Salma' });
    expect(within(dialog).getByText('Five years')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download resume' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(downloads.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer tok-9']);
    expect(clicked[0]?.download).toBe('salma cv.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:resume');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/pdf');
    await expect(blob?.text()).resolves.toBe(pdf);
    click.mockRestore();
  });

  it('warns staff next to the download when the server flagged the resume, in English and Arabic', async () => {
    const flagged: JobApplication = {
      ...application('a9', null, 'Rania', 'Open application'),
      resumeFlags: ['pdf-open-action'],
    };
    serve(page(jobs), () => page([flagged, applications[2]]));
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'View: Rania' }));
    const dialog = screen.getByRole('dialog', { name: 'Application from Rania' });
    const resume = within(dialog).getByRole('button', { name: 'Download resume' }).closest('dd')!;
    expect(within(resume).getByRole('note')).toHaveTextContent(/this PDF runs an action when it is opened/);
    await act(() => i18n.changeLanguage('ar'));
    expect(within(resume).getByRole('note')).toHaveTextContent(/ينفّذ ملف PDF هذا إجراءً عند فتحه/);
    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    fireEvent.click(screen.getByRole('button', { name: 'View: Huda' }));
    const plain = screen.getByRole('dialog', { name: 'Application from Huda' });
    expect(within(plain).queryByRole('note')).toBeNull();
  });
});
