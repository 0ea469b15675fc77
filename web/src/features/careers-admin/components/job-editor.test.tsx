import type { Job } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { JobEditor } from './job-editor';

const text = (en: string, ar: string) => ({ en, ar });
const job: Job = {
  id: 'radio-planner',
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
