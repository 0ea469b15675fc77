import type { Job } from '@madar/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
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
});
