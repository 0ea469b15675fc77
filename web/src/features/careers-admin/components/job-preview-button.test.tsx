import type { Job, JobPreviewLink } from '@madar/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { JobEditor } from './job-editor';

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
  applications: 0,
};
const link: JobPreviewLink = {
  token: 'tok',
  expiresAt: '2026-11-26T09:00:00.000Z',
  urls: { en: '/careers/radio-planner?preview=tok', ar: '/ar/careers/radio-planner?preview=tok' },
};

/** A blank tab as window.open gives it, to see where the button sends it. */
function openedTab() {
  const tab = { opener: window as Window | null, location: { href: 'about:blank' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe("the job editor's Preview button", () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends the editor's unsaved job with the job's id and opens the preview in the tab opened on the click", async () => {
    const sent = answer('POST', '/api/jobs/previews', { status: 201, body: link });
    const saves = answer('PATCH', `/api/jobs/${job.id}`, { status: 200, body: job });
    const { tab, open } = openedTab();
    renderAt(<JobEditor job={job} onDone={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'An unsaved title' } });

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    // Opened before the answer, within the click: a popup blocker lets it through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(link.urls.en));
    expect(tab.opener).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      id: job.id,
      title: { en: 'An unsaved title', ar: job.title.ar },
      responsibilities: job.responsibilities,
      published: true,
    });
    // Nothing saved.
    expect(saves).toHaveLength(0);
    // Both languages' addresses stay beside the button, with the expiry in Tripoli time.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', link.urls.en);
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', link.urls.ar);
    expect(screen.getByText(/open until 26 Nov 2026, 11:00/)).toBeInTheDocument();
  });

  it('sends a new job without an id', async () => {
    const sent = answer('POST', '/api/jobs/previews', { status: 201, body: link });
    openedTab();
    renderAt(<JobEditor job={null} onDone={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Radio Planner' } });

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ title: { en: 'Radio Planner' } });
    expect(sent[0]?.body).not.toHaveProperty('id');
  });

  it('closes the blank tab and says why when the service refuses the job', async () => {
    answer('POST', '/api/jobs/previews', {
      status: 400,
      body: validationEnvelope([{ field: 'title.en', rule: 'isNotBlank' }]),
    });
    const { tab } = openedTab();
    renderAt(<JobEditor job={job} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(/The preview could not be made: some fields/)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});
