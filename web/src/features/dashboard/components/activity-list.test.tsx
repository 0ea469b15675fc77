import type { ActivityItem, StaffMember } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, recordRequests } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ActivityList } from './activity-list';

const SARA = { id: 'acc-sara', email: 'sara@madar.ly' };
const STAFF: StaffMember[] = [
  { id: 'acc-sara', name: 'Sara Ali', email: 'sara@madar.ly', role: 'sales' },
  { id: 'acc-huda', name: 'هدى الورفلي', email: 'huda@madar.ly', role: 'recruiter' },
];

const text = (en: string, ar = en) => ({ en, ar });
const ITEMS: ActivityItem[] = [
  {
    id: 'b1:status:7',
    type: 'client_brief',
    action: 'status-changed',
    title: text('Tripoli Data Systems'),
    description: text('Ali Ben Omran'),
    timestamp: '2026-03-01T10:03:00.000Z',
    actor: SARA,
    status: 'in-progress',
    record: { kind: 'brief', id: 'b1' },
  },
  {
    id: 'a1:status:8',
    type: 'job',
    action: 'status-changed',
    title: text('Salma Fathi'),
    description: text('Network Engineer'),
    timestamp: '2026-03-01T10:02:00.000Z',
    actor: { id: 'acc-huda', email: 'huda@madar.ly' },
    status: 'interview',
    record: { kind: 'application', id: 'a1' },
  },
  {
    id: 'p1:published',
    type: 'blog',
    action: 'published',
    title: text('Fibre in Misrata', 'الألياف الضوئية في مصراتة'),
    description: text('Telecommunications · Test Author'),
    timestamp: '2026-03-01T10:01:00.000Z',
    // An account disabled since: not in the staff list.
    actor: { id: 'acc-gone', email: 'omar@madar.ly' },
    record: { kind: 'post', id: 'p1' },
  },
  {
    id: 'b2',
    type: 'client_brief',
    action: 'submitted',
    title: text('Benghazi Logistics'),
    description: text('Mona Salem'),
    timestamp: '2026-03-01T10:00:00.000Z',
    record: { kind: 'brief', id: 'b2' },
  },
];

const lines = () => screen.getAllByRole('listitem');

describe('ActivityList', () => {
  it('says in English who made each change, by name, and the status a record moved to', async () => {
    answer('GET', '/api/auth/staff', { status: 200, body: STAFF });
    renderAt(<ActivityList items={ITEMS} loading={false} />);

    await waitFor(() => expect(lines()[0]).toHaveTextContent('by Sara Ali'));
    const [brief, application, post, arrival] = lines();
    expect(brief).toHaveTextContent('Status changed to In Progress');
    expect(application).toHaveTextContent('Status changed to Interview');
    expect(application).toHaveTextContent('by هدى الورفلي');
    expect(post).toHaveTextContent('Post published');
    // Not in the staff list: the email the service recorded.
    expect(post).toHaveTextContent('by omar@madar.ly');
    expect(arrival).toHaveTextContent('New brief submitted');
    expect(arrival).not.toHaveTextContent(/\bby\b/);
    // The name keeps its own direction inside the line.
    const name = within(application!).getByText('هدى الورفلي');
    expect(name.tagName).toBe('BDI');
    expect(name).toHaveAttribute('dir', 'auto');
  });

  it('says it in Arabic, with the statuses in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/auth/staff', {
      status: 200,
      body: [{ ...STAFF[0], name: 'سارة علي' }, STAFF[1]],
    });
    renderAt(<ActivityList items={ITEMS} loading={false} />);

    await waitFor(() => expect(lines()[0]).toHaveTextContent('بواسطة سارة علي'));
    const [brief, application, post, arrival] = lines();
    expect(brief).toHaveTextContent('تغيير الحالة إلى قيد التنفيذ');
    expect(application).toHaveTextContent('تغيير الحالة إلى مقابلة');
    expect(post).toHaveTextContent('بواسطة omar@madar.ly');
    expect(arrival).not.toHaveTextContent('بواسطة');
    expect(within(brief!).getByText('سارة علي').tagName).toBe('BDI');
  });

  it('falls back to the emails when the staff list cannot be read', async () => {
    const asked = answer('GET', '/api/auth/staff', { status: 503 });
    renderAt(<ActivityList items={ITEMS} loading={false} />);

    await waitFor(() => expect(asked).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(lines()[0]).toHaveTextContent('by sara@madar.ly');
    expect(lines()[1]).toHaveTextContent('by huda@madar.ly');
  });

  it('asks for the staff list only when a line names a staff member', async () => {
    const requests = recordRequests();
    const arrivals = ITEMS.filter((item) => item.actor === undefined);
    const { unmount } = renderAt(<ActivityList items={arrivals} loading={false} />);
    expect(lines()).toHaveLength(1);
    unmount();

    answer('GET', '/api/auth/staff', { status: 200, body: STAFF });
    renderAt(<ActivityList items={ITEMS} loading={false} />);
    await waitFor(() => expect(lines()[0]).toHaveTextContent('by Sara Ali'));
    expect(requests).toEqual(['GET /api/auth/staff']);
  });

  it('links each line to its record, opened on the screen of its kind', () => {
    const items: ActivityItem[] = [
      ...ITEMS,
      { ...ITEMS[3]!, id: 'm1', title: text('A message'), record: { kind: 'message', id: 'm1' } },
      { ...ITEMS[3]!, id: 'j1', title: text('A job'), record: { kind: 'job', id: 'j1' } },
    ];
    renderAt(<ActivityList items={items} loading={false} />);

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Tripoli Data Systems')).toBe('/admin/dashboard/client-briefs?open=b1');
    expect(href('Benghazi Logistics')).toBe('/admin/dashboard/client-briefs?open=b2');
    expect(href('Salma Fathi')).toBe('/admin/dashboard/careers?tab=applications&open=a1');
    expect(href('Fibre in Misrata')).toBe('/admin/dashboard/blog?open=p1');
    expect(href('A message')).toBe('/admin/dashboard/messages?open=m1');
    expect(href('A job')).toBe('/admin/dashboard/careers?open=j1');
  });
});
