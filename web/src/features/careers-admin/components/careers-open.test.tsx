import type { Job, JobApplication } from '@madar/shared';
import { screen, waitFor } from '@testing-library/react';
import { serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { CareersAdmin } from './careers-admin';

const text = (en: string, ar: string) => ({ en, ar });
const job: Job = {
  id: 'radio-planner',
  slug: 'radio-planner',
  title: text('Radio Planner', 'مخطط راديو'),
  department: text('Telecom', 'الاتصالات'),
  location: text('Benghazi', 'بنغازي'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Plan coverage.', 'تخطيط التغطية.'),
  responsibilities: [text('Survey sites', 'مسح المواقع')],
  requirements: [text('RF tools', 'أدوات الترددات')],
  published: false,
  closesAt: null,
  publishedAt: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
  applications: 2,
};
const application = (id: string, name: string): JobApplication => ({
  id,
  jobId: null,
  name,
  email: `${id}@example.com`,
  position: 'Open application',
  experience: 'Five years',
  education: 'BSc',
  resumeUrl: `/api/applications/${id}/resume`,
  resumeName: `${id}.pdf`,
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const PATH = '/admin/dashboard/careers';

describe('CareersAdmin opened by its address', () => {
  it('opens the application named by ?open= on the Applications tab, though not on the page', async () => {
    serveStaff();
    answer('GET', '/api/jobs', { status: 200, body: page([]) });
    answer('GET', '/api/applications', { status: 200, body: page([application('a1', 'Salma')]) });
    serveLead('/applications', application('a9', 'Huda Fathi'));
    renderAt(<CareersAdmin />, `${PATH}?tab=applications&open=a9`);

    expect(await screen.findByRole('dialog')).toHaveTextContent('Huda Fathi');
    expect(screen.getByText('Salma')).toBeInTheDocument();
  });

  it('shows the applications with a notice for an application deleted since', async () => {
    answer('GET', '/api/jobs', { status: 200, body: page([]) });
    answer('GET', '/api/applications', { status: 200, body: page([application('a1', 'Salma')]) });
    answer('GET', '/api/applications/gone', {
      status: 404,
      body: envelope(404, 'APPLICATION.NOT_FOUND', 'Application not found'),
    });
    const { router } = renderAt(<CareersAdmin />, `${PATH}?tab=applications&open=gone`);

    expect(await screen.findByText('This record no longer exists')).toBeInTheDocument();
    expect(screen.getByText('Salma')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=applications');
  });

  it('opens the editor of the job named by ?open=, a draft not on the page, and closing it drops it', async () => {
    answer('GET', '/api/jobs', { status: 200, body: page([]) });
    const reads = answer('GET', '/api/jobs/radio-planner', { status: 200, body: job });
    const { router } = renderAt(<CareersAdmin />, `${PATH}?open=radio-planner`);

    expect(await screen.findByRole('heading', { name: 'Edit job' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Radio Planner')).toBeInTheDocument();
    expect(reads[0]?.query.get('status')).toBe('all');
    screen.getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('heading', { name: 'Edit job' })).not.toBeInTheDocument();
  });

  it('shows the jobs with a notice for a job deleted since', async () => {
    answer('GET', '/api/jobs', { status: 200, body: page([]) });
    answer('GET', '/api/jobs/gone', { status: 404, body: envelope(404, 'JOB.NOT_FOUND', 'Job not found') });
    renderAt(<CareersAdmin />, `${PATH}?open=gone`);

    expect(await screen.findByText('This record no longer exists')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit job' })).not.toBeInTheDocument();
  });
});
