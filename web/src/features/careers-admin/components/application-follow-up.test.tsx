import type { JobApplication } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { mail, serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import i18n from '@/lib/i18n';
import { answer, answerBy, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ApplicationsPanel } from './applications-panel';

const application = (
  id: string,
  name: string,
  change: Partial<Lead<JobApplication>> = {},
): Lead<JobApplication> => ({
  id,
  jobId: null,
  name,
  email: `${id}@example.com`,
  position: 'Network engineer',
  experience: 'Five years',
  education: 'BSc',
  resumeUrl: `/api/applications/${id}/resume`,
  resumeName: `${id}.pdf`,
  status: 'in-review',
  submittedAt: '2026-11-20T10:00:00.000Z',
  language: 'ar',
  ...change,
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const applications = [
  application('a1', 'سلمى', {
    assignee: { id: 'u-rec', name: 'Rania Recruiter', assignedAt: '2026-11-21T09:00:00Z' },
  }),
  application('a2', 'Omar', { language: 'en' }),
];

const draft = {
  subject: 'دعوة إلى مقابلة: مهندس شبكات',
  body: 'مرحبًا سلمى، يسعدنا دعوتك إلى مقابلة يوم الأحد.',
  language: 'ar',
};

function serve() {
  answer('GET', '/api/jobs', { status: 200, body: page([]) });
  serveStaff({ id: 'u-rec', name: 'Rania Recruiter', email: 'rania@madar.ly', role: 'recruiter' });
  return answerBy('GET', '/api/applications', () => ({ status: 200, body: page(applications) }));
}

function renderPanel() {
  const user = userEvent.setup();
  renderAt(
    <SaveNoticeProvider>
      <ApplicationsPanel jobId="" onJobIdChange={() => undefined} />
    </SaveNoticeProvider>,
  );
  return user;
}

describe('ApplicationsPanel follow-up', () => {
  it('after a status change to Interview, emails the applicant with the template in their language, edited', async () => {
    serve();
    serveLead('/applications', applications[0]!);
    answer('PATCH', '/api/applications/a1/status', {
      status: 200,
      body: { ...applications[0], status: 'interview' },
    });
    const templates = answer('GET', '/api/applications/a1/reply-templates/interview', {
      status: 200,
      body: draft,
    });
    const replies = answer('POST', '/api/applications/a1/replies', {
      status: 202,
      body: mail('r1', {
        purpose: 'reply',
        state: 'queued',
        subject: draft.subject,
        text: 'edited',
        sentAt: undefined,
      }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'View: سلمى' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('region', { name: 'Reply by email' });
    // Nothing is offered before a change.
    expect(within(dialog).queryByRole('button', { name: 'Email the applicant' })).not.toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Status of the application from سلمى' }),
      'Interview',
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Email the applicant' }));

    const body = within(dialog).getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(body).toHaveValue(draft.body));
    expect(templates).toHaveLength(1);
    expect(body).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(draft.subject);
    expect(body).toHaveAttribute('lang', 'ar');
    await user.type(body, ' الساعة العاشرة.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]?.body).toEqual({ subject: draft.subject, body: `${draft.body} الساعة العاشرة.` });
    expect(await within(dialog).findByText('Queued')).toBeInTheDocument();
  });

  it('loads a template chosen by hand in the reply form, and a failed load says why', async () => {
    serve();
    serveLead('/applications', applications[1]!);
    const rejection = answer(
      'GET',
      '/api/applications/a2/reply-templates/rejection',
      { status: 503, body: envelope(503, 'STORAGE.UNAVAILABLE', 'x') },
      { status: 200, body: { subject: 'Your application', body: 'Thank you, Omar.', language: 'en' } },
    );
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'View: Omar' }));
    const dialog = screen.getByRole('dialog');
    const reply = await within(dialog).findByRole('region', { name: 'Reply by email' });
    expect(within(reply).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Re: your application for Network engineer',
    );
    await user.selectOptions(within(reply).getByRole('combobox', { name: 'Use a template' }), 'Rejection');
    await user.click(within(reply).getByRole('button', { name: 'Load' }));
    expect(await within(reply).findByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    await user.click(within(reply).getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(within(reply).getByRole('textbox', { name: 'Message' })).toHaveValue('Thank you, Omar.'),
    );
    expect(within(reply).getByRole('textbox', { name: 'Subject' })).toHaveValue('Your application');
    expect(rejection).toHaveLength(2);
  });

  it('shows the assignee column, filters to "Assigned to me", and offers recruiters as assignees', async () => {
    const lists = serve();
    serveLead('/applications', applications[1]!);
    const user = renderPanel();
    const row = (await screen.findByText('سلمى')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rania Recruiter')).toBeInTheDocument();
    expect(
      within(screen.getByText('Omar').closest('tr') as HTMLElement).getByText('Unassigned'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Assigned to me');
    await waitFor(() => expect(lists.at(-1)?.query.get('assignee')).toBe('me'));

    await user.click(screen.getByRole('button', { name: 'View: Omar' }));
    const picker = await within(screen.getByRole('dialog')).findByRole('combobox', { name: 'Assigned to' });
    await within(picker).findByRole('option', { name: 'Rania Recruiter (you)' });
    // Sales may not see applications: not offered.
    expect(within(picker).queryByRole('option', { name: 'Salma Ben Ali' })).not.toBeInTheDocument();
  });

  it('speaks Arabic in the Arabic panel', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve();
    serveLead('/applications', applications[0]!);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'عرض: سلمى' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByRole('region', { name: 'الرد بالبريد الإلكتروني' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'استخدام قالب' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'دعوة إلى مقابلة' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'الموضوع' })).toHaveValue(
      'رد: طلبك لوظيفة Network engineer',
    );
  });
});
