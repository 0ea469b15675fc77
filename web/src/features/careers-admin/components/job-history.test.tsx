import type { Job, Version, VersionList } from '@madar/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  published: true,
  closesAt: null,
  publishedAt: '2026-06-02T08:00:00.000Z',
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-02T08:00:00.000Z',
  applications: 4,
};
const { applications: _count, ...saved } = job;
const earlier = {
  ...saved,
  responsibilities: [text('Survey sites', 'مسح المواقع'), text('Write reports', 'كتابة التقارير')],
  published: false,
  publishedAt: null,
  updatedAt: '2026-06-01T08:00:00.000Z',
};
const history: VersionList = {
  items: [
    { id: '12', createdAt: job.updatedAt, author: { id: 'acc-1', name: 'Amal Al-Mabrouk' } },
    { id: '5', createdAt: earlier.updatedAt, author: { id: 'acc-1', name: 'Amal Al-Mabrouk' } },
  ],
};
const version: Version<typeof earlier> = { ...history.items[1]!, state: earlier };

describe('JobEditor: history', () => {
  it('shows what a version would bring back, a list item by item, and restores it after a confirmation', async () => {
    answer('GET', '/api/jobs/radio-planner/versions', { status: 200, body: history });
    answer('GET', '/api/jobs/radio-planner/versions/5', { status: 200, body: version });
    const restores = answer('POST', '/api/jobs/radio-planner/versions/5/restore', {
      status: 200,
      body: { ...job, ...earlier, updatedAt: '2026-06-03T08:00:00.000Z' },
    });
    const onDone = jest.fn();
    renderAt(<JobEditor job={job} onDone={onDone} onCancel={jest.fn()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Show earlier versions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Earlier versions' });
    fireEvent.click((await within(drawer).findAllByRole('button', { pressed: false }))[1]!);

    const terms = (await within(drawer).findAllByRole('term')).map((term) => term.textContent);
    expect(terms).toEqual(['Status', 'Responsibilities (English)', 'Responsibilities (Arabic)']);
    expect(within(drawer).getAllByRole('definition')[1]?.querySelector('ins')).toHaveTextContent(
      'Write reports',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore this version' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(restores).toHaveLength(1);
  });
});
