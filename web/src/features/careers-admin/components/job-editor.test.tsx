import type { Job } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import i18n from '@/lib/i18n';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt, renderRoutes } from '@/testing/render';
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
  published: false,
  closesAt: null,
  publishedAt: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
  applications: 0,
};

describe('JobEditor', () => {
  it("shows the service's failed rules beside their fields, translated, and the rest in the banner", async () => {
    const patches = answer('PATCH', '/api/jobs/radio-planner', {
      status: 400,
      body: validationEnvelope([
        { field: 'title.ar', rule: 'maxLength', params: { max: 200 } },
        { field: 'requirements.0.en', rule: 'isNotBlank' },
        { field: 'salary', rule: 'unknownField' },
      ]),
    });
    const onDone = jest.fn();
    renderAt(<JobEditor job={job} onDone={onDone} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(patches).toHaveLength(1);
    expect(alert).toHaveTextContent('The form sent a field the server does not accept: salary.');
    expect(alert).not.toHaveTextContent('breaks');
    const titleAr = screen.getByLabelText('Title (Arabic)');
    expect(titleAr).toHaveAttribute('aria-invalid', 'true');
    expect(titleAr).toHaveAccessibleDescription('Use at most 200 characters.');
    const requirements = screen.getByRole('group', { name: 'Requirements' });
    expect(within(requirements).getByText('Enter some text, not only spaces.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();

    await act(() => i18n.changeLanguage('ar'));
    expect(titleAr).toHaveAccessibleDescription('يجب ألّا يزيد عدد الأحرف على 200.');
  });

  it('edits the closing date in a native date input and sends it, or null once cleared', async () => {
    const patches = answer(
      'PATCH',
      '/api/jobs/radio-planner',
      { status: 200, body: job },
      { status: 200, body: job },
    );
    const onDone = jest.fn();
    renderAt(<JobEditor job={{ ...job, closesAt: '2026-07-15' }} onDone={onDone} onCancel={jest.fn()} />);
    const date = screen.getByLabelText('Closing date (optional)');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue('2026-07-15');
    expect(date).toHaveAccessibleDescription(/The last day applications are taken, Tripoli time/);

    // A past date is allowed on an edit: it closes the job early.
    fireEvent.change(date, { target: { value: '2020-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));

    expect(patches.map((request) => (request.body as { closesAt: unknown }).closesAt)).toEqual([
      '2020-01-31',
      null,
    ]);
  });

  it("tells the service's closing-date rules beside the field, in both languages", async () => {
    answer('PATCH', '/api/jobs/radio-planner', {
      status: 400,
      body: validationEnvelope([{ field: 'closesAt', rule: 'isCalendarDate' }]),
    });
    renderAt(<JobEditor job={{ ...job, closesAt: '2026-07-15' }} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('alert');
    const date = screen.getByLabelText('Closing date (optional)');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Enter a real date.'));
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByLabelText('آخر موعد للتقديم (اختياري)')).toHaveAccessibleDescription(
      expect.stringContaining('أدخل تاريخًا صحيحًا.'),
    );
  });

  it('refuses a new job closing before today before sending anything', () => {
    renderAt(<JobEditor job={null} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.change(screen.getByLabelText('Closing date (optional)'), { target: { value: '2020-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('Closing date (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('A new job cannot close before today.'),
    );
  });
});

/** The editor at its section's address beside a link to the overview, as in the admin's menu. */
function renderInSection(editor: ReactElement, initialPath = '/admin/dashboard/careers') {
  return renderRoutes(
    [
      { path: '/admin/dashboard', element: <h1>Overview</h1> },
      {
        path: '/admin/dashboard/careers',
        element: (
          <>
            <Link to="/admin/dashboard">Overview</Link>
            {editor}
          </>
        ),
      },
    ],
    initialPath,
  );
}

const typeInto = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
/** Whether closing or reloading the tab now would make the browser ask. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('JobEditor with unsaved changes', () => {
  it('asks before Cancel discards them: Stay keeps the text, Discard leaves', async () => {
    const onCancel = jest.fn();
    renderInSection(<JobEditor job={job} onDone={jest.fn()} onCancel={onCancel} />);
    typeInto('Requirements — Item 1 (English)', 'RF tools, drive tests');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Discard your changes to “\u2068Radio Planner\u2069”?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes have not been saved. If you leave now, they are lost.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Requirements — Item 1 (English)')).toHaveValue('RF tools, drive tests');
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('asks without a name for a new job that has no title yet', () => {
    renderInSection(<JobEditor job={null} onDone={jest.fn()} onCancel={jest.fn()} />);
    typeInto('Department (English)', 'Telecom');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });

  it('leaves without asking while the form is as loaded', async () => {
    const onCancel = jest.fn();
    renderInSection(<JobEditor job={job} onDone={jest.fn()} onCancel={onCancel} />);
    // An item added and removed again, and spaces Save would trim: nothing would be lost.
    fireEvent.click(screen.getByRole('button', { name: 'Add item: Requirements' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Requirements — Item 2' }));
    typeInto('Title (English)', 'Radio Planner ');
    expect(unloadIsHeld()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before a menu link or Back leaves with them', async () => {
    const { router } = renderInSection(
      <JobEditor job={job} onDone={jest.fn()} onCancel={jest.fn()} />,
      '/admin/dashboard',
    );
    await act(() => router.navigate('/admin/dashboard/careers'));
    fireEvent.click(screen.getByLabelText('Published (visible on the public site)'));

    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/dashboard/careers');
    expect(screen.getByLabelText('Published (visible on the public site)')).toBeChecked();

    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('holds closing or reloading the tab only while there are changes, and not once they are saved', async () => {
    answer('PATCH', '/api/jobs/radio-planner', { status: 200, body: job });
    const onDone = jest.fn();
    const onCancel = jest.fn();
    renderInSection(<JobEditor job={job} onDone={onDone} onCancel={onCancel} />);
    expect(unloadIsHeld()).toBe(false);
    typeInto('Location (English)', 'Tripoli');
    expect(unloadIsHeld()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    // The save marks the draft clean, then calls onDone; the tab's hold is let go by the render that
    // follows, which may come after onDone returns.
    await waitFor(() => expect(unloadIsHeld()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks in Arabic, naming the job by its Arabic title', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderInSection(<JobEditor job={job} onDone={jest.fn()} onCancel={jest.fn()} />);
    fireEvent.click(screen.getByLabelText('منشور (يظهر في الموقع العام)'));
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(
      screen.getByRole('alertdialog', { name: 'هل تريد تجاهل تغييراتك على «\u2068مخطط راديو\u2069»؟' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تجاهل التغييرات' })).toBeInTheDocument();
  });
});
