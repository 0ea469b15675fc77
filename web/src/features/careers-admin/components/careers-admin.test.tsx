import type { Job } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { CareersAdmin } from './careers-admin';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 20 };
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
  published: true,
  closesAt: null,
  publishedAt: '2026-06-01T08:00:00.000Z',
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
  applications: 2,
};

/** A service without jobs or applications that accepts a new job; returns the requests per route. */
function serveEmpty() {
  return {
    jobs: answer('GET', '/api/jobs', { status: 200, body: emptyPage }),
    applications: answer('GET', '/api/applications', { status: 200, body: emptyPage }),
    created: answer('POST', '/api/jobs', { status: 201, body: { id: 'new-job' } }),
  };
}

describe('CareersAdmin', () => {
  it('has accessible tabs that arrow keys move between (mirrored in Arabic)', async () => {
    serveEmpty();
    renderAt(<CareersAdmin />, '/admin/dashboard/careers');
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist')).toContainElement(tabs[0] ?? null);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Jobs');
    expect(await screen.findByText('No jobs found.')).toBeInTheDocument();

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveFocus();
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Applications' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');

    await act(() => i18n.changeLanguage('ar'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'الوظائف' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'الطلبات' })).toHaveAttribute('aria-selected', 'true');
  });

  it("keeps each tab's view in the URL, and starts the other tab's afresh", async () => {
    const served = serveEmpty();
    const { router } = renderAt(
      <CareersAdmin />,
      '/admin/dashboard/careers?tab=applications&jobId=j1&search=salma&status=new',
    );
    expect(await screen.findByText('No applications match your search.')).toBeInTheDocument();
    expect(served.applications.map((r) => r.url)).toContain(
      '/api/applications?jobId=j1&page=1&pageSize=20&search=salma&status=new&sort=submittedAt%3Adesc',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=applications'));

    await act(() => router.navigate('/admin/dashboard/careers?tab=applications&search=salma&page=2'));
    fireEvent.click(screen.getByRole('tab', { name: 'Jobs' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No jobs found.')).toBeInTheDocument();
    expect(served.jobs.at(-1)?.url).toBe('/api/jobs?page=1&pageSize=20&status=all&sort=createdAt%3Adesc');
  });

  it('opens the job editor on a new job from its address (the dashboard shortcut)', async () => {
    serveEmpty();
    const { router } = renderAt(<CareersAdmin />, '/admin/dashboard/careers?new=1');
    expect(await screen.findByRole('form', { name: 'New job' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks before another tab drops a half-written job', async () => {
    serveEmpty();
    const { router } = renderAt(<CareersAdmin />, '/admin/dashboard/careers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add job' }));
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Radio Planner' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Applications' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Radio Planner');
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByRole('tab', { name: 'Applications' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=applications');
  });

  it('asks before deleting a job, naming it in the page’s language', async () => {
    answer('GET', '/api/jobs', { status: 200, body: { ...emptyPage, items: [job], total: 1 } });
    const deletes = answer('DELETE', '/api/jobs/radio-planner', { status: 204 });
    renderAt(<CareersAdmin />, '/admin/dashboard/careers');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Radio Planner' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete job' })).toHaveAccessibleDescription(
      'Are you sure you want to delete the job “\u2068Radio Planner\u2069”? Its applications are kept.',
    );
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('alertdialog', { name: 'حذف الوظيفة' })).toHaveAccessibleDescription(
      'هل أنت متأكد من حذف الوظيفة «\u2068مخطط راديو\u2069»؟ ستبقى طلباتها محفوظة.',
    );
    expect(deletes).toHaveLength(0);
  });

  it('creates a job with both languages and reordered list items', async () => {
    const served = serveEmpty();
    renderAt(<CareersAdmin />, '/admin/dashboard/careers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add job' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    for (const [label, en, ar] of [
      ['Title', 'Radio Planner', 'مخطط راديو'],
      ['Department', 'Telecom', 'الاتصالات'],
      ['Location', 'Benghazi', 'بنغازي'],
      ['Description', 'Plan coverage.', 'تخطيط التغطية.'],
    ] as const) {
      fill(`${label} (English)`, en);
      fill(`${label} (Arabic)`, ar);
    }
    expect(screen.getByLabelText('Title (Arabic)')).toHaveAttribute('dir', 'rtl');
    fill('Responsibilities — Item 1 (English)', 'First');
    fill('Responsibilities — Item 1 (Arabic)', 'الأول');
    fireEvent.click(screen.getByRole('button', { name: 'Add item: Responsibilities' }));
    fill('Responsibilities — Item 2 (English)', 'Second');
    fill('Responsibilities — Item 2 (Arabic)', 'الثاني');
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Responsibilities — Item 2' }));
    expect(screen.getByLabelText('Responsibilities — Item 1 (English)')).toHaveValue('Second');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const requirements = screen.getByRole('group', { name: 'Requirements' });
    expect(within(requirements).getAllByText('This field is required.')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Requirements — Item 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one item.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add item: Requirements' }));
    fill('Requirements — Item 1 (English)', 'RF tools');
    fill('Requirements — Item 1 (Arabic)', 'أدوات الترددات');
    fireEvent.click(screen.getByLabelText('Published (visible on the public site)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add job' })).toBeInTheDocument());
    expect(served.created).toHaveLength(1);
    expect(served.created[0]?.body).toEqual({
      title: { en: 'Radio Planner', ar: 'مخطط راديو' },
      department: { en: 'Telecom', ar: 'الاتصالات' },
      location: { en: 'Benghazi', ar: 'بنغازي' },
      type: { en: 'Full-time', ar: 'دوام كامل' },
      description: { en: 'Plan coverage.', ar: 'تخطيط التغطية.' },
      responsibilities: [
        { en: 'Second', ar: 'الثاني' },
        { en: 'First', ar: 'الأول' },
      ],
      requirements: [{ en: 'RF tools', ar: 'أدوات الترددات' }],
      published: true,
      closesAt: null,
      publishAt: null,
      closeAt: null,
    });
  });
});
