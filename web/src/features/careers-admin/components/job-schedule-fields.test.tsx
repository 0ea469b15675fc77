import type { Job } from '@madar/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
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
  published: false,
  closesAt: null,
  // 09:00 in Tripoli (UTC+2).
  publishAt: '2026-12-01T07:00:00.000Z',
  closeAt: null,
  publishedAt: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
  applications: 0,
};

const refusal = (code: string, field: string) => ({
  status: 400,
  body: {
    statusCode: 400,
    code,
    message: code,
    error: 'Bad Request',
    details: [{ field, rule: 'inFuture' }],
  },
});

describe("the job editor's schedule fields", () => {
  it('shows and takes Tripoli time, and sends UTC', async () => {
    const patches = answer('PATCH', '/api/jobs/radio-planner', { status: 200, body: job });
    const onDone = jest.fn();
    renderAt(<JobEditor job={job} onDone={onDone} onCancel={jest.fn()} />);

    expect(screen.getByLabelText('Publish at (Tripoli time)')).toHaveValue('2026-12-01T09:00');
    fireEvent.change(screen.getByLabelText('Take off the site at (Tripoli time)'), {
      target: { value: '2027-01-15T17:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(patches[0]?.body).toMatchObject({
      publishAt: '2026-12-01T07:00:00.000Z',
      closeAt: '2027-01-15T15:00:00.000Z',
    });
  });

  it('places the refusals beside their fields in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer(
      'PATCH',
      '/api/jobs/radio-planner',
      refusal('JOB.SCHEDULE_IN_PAST', 'publishAt'),
      refusal('JOB.CLOSE_BEFORE_PUBLISH', 'closeAt'),
    );
    renderAt(<JobEditor job={job} onDone={jest.fn()} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(screen.getByLabelText('النشر في (بتوقيت طرابلس)')).toHaveAccessibleDescription(
        expect.stringContaining('اختر وقتًا لم يأتِ بعد.'),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(screen.getByLabelText('الإزالة من الموقع في (بتوقيت طرابلس)')).toHaveAccessibleDescription(
        expect.stringContaining('اختر وقتًا بعد وقت النشر.'),
      ),
    );
  });
});
