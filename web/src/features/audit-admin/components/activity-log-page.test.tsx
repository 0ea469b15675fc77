import type { AuditEntry, AuditPage } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, answerBy, envelope, type Reply, type SeenRequest } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ActivityLogPage } from './activity-log-page';

const STAFF = [
  { id: 'u-huda', name: 'Huda Owner', email: 'huda@madar.ly', role: 'owner' },
  { id: 'u-rami', name: 'Rami Recruiter', email: 'rami@madar.ly', role: 'recruiter' },
];

let sequence = 0;
/** An entry at minute `minute` of a fixed hour (larger is newer). */
function entry(minute: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1;
  return {
    id: String(sequence),
    at: `2026-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
    actor: { id: 'u-huda', email: 'huda@madar.ly' },
    address: '203.0.113.7',
    entity: { type: 'brief', id: `b${sequence}` },
    action: 'update',
    before: { budget: 'small' },
    after: { budget: 'large' },
    details: null,
    ...extra,
  };
}
const ok = (items: AuditEntry[], next?: string): Reply => ({
  status: 200,
  body: { items, ...(next && { next }) } satisfies AuditPage,
});
const cursor = (item: AuditEntry) => `${item.at}~${item.id}`;
const notFound: Reply = { status: 404, body: envelope(404, 'ROUTE.NOT_FOUND', 'Cannot GET /api/auth/audit') };

/** Each service's log served by pages: `pages[i]` answers the request whose `before` is `befores[i]`. */
function serveLog(path: string, pages: Array<[string | null, Reply]>): SeenRequest[] {
  return answerBy('GET', path, ({ query }) => {
    const page = pages.find(([before]) => before === query.get('before'));
    return page ? page[1] : ok([]);
  });
}

function renderLog(path = '/admin/dashboard/activity') {
  answer('GET', '/api/auth/staff', { status: 200, body: STAFF });
  return renderAt(<ActivityLogPage />, path);
}

/** The log's own rows (not those of an entry's unfolded changes). */
const rows = () => [...document.querySelectorAll<HTMLElement>('table.audit-table > tbody > tr')];
const whatColumn = () => rows().map((row) => row.children[2]?.textContent);

describe('ActivityLogPage', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('merges the three logs by time, newest first, and ignores a service that keeps no log (404)', async () => {
    serveLog('/api/content/audit', [
      [
        null,
        ok([
          entry(50, { entity: { type: 'post', id: 'p1' } }),
          entry(20, {
            entity: { type: 'post', id: 'p2' },
            action: 'delete',
            before: { slug: 'old' },
            after: null,
          }),
        ]),
      ],
    ]);
    serveLog('/api/recruitment/audit', [
      [
        null,
        ok([
          entry(40, {
            entity: { type: 'job', id: 'j1' },
            action: 'create',
            before: null,
            after: { title: { en: 'Engineer', ar: 'مهندس' } },
          }),
        ]),
      ],
    ]);
    serveLog('/api/inquiries/audit', [
      [
        null,
        ok([
          entry(55, { action: 'status', before: { status: 'new' }, after: { status: 'completed' } }),
          entry(30),
        ]),
      ],
    ]);
    const auth = answer('GET', '/api/auth/audit', notFound);
    renderLog();
    await screen.findByRole('table', { name: 'Activity, newest first' });
    expect(whatColumn()).toEqual([
      'Changed the status of a client brief',
      'Edited a blog post',
      'Created a job',
      'Edited a client brief',
      'Deleted a blog post',
    ]);
    expect(auth).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('That is all the activity kept.')).toBeInTheDocument();
    // Who: the name from the staff list, with the email.
    expect(within(rows()[0]!).getByText('Huda Owner')).toBeInTheDocument();
  });

  it('loads more from each service by its cursor and shows only down to where every service has reached', async () => {
    const c1 = entry(58, { entity: { type: 'post', id: 'p1' } });
    const c2 = entry(10, { entity: { type: 'post', id: 'p2' } });
    const c3 = entry(5, { entity: { type: 'post', id: 'p3' } });
    const r1 = entry(40, { entity: { type: 'job', id: 'j1' } });
    const r2 = entry(20, { entity: { type: 'job', id: 'j2' } });
    const r3 = entry(8, { entity: { type: 'job', id: 'j3' } });
    const content = serveLog('/api/content/audit', [
      [null, ok([c1, c2], cursor(c2))],
      [cursor(c2), ok([c3])],
    ]);
    const recruitment = serveLog('/api/recruitment/audit', [
      [null, ok([r1], cursor(r1))],
      [cursor(r1), ok([r2, r3])],
    ]);
    serveLog('/api/inquiries/audit', [[null, ok([])]]);
    answer('GET', '/api/auth/audit', notFound);
    renderLog();
    await screen.findByRole('table', { name: 'Activity, newest first' });
    // Content has read down to :10, recruitment only to :40: content's :10 waits for recruitment.
    const times = () => rows().map((row) => row.querySelector('time')?.getAttribute('datetime'));
    expect(times()).toEqual([c1.at, r1.at]);
    expect(screen.getByRole('status')).toHaveTextContent('2 entries shown');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(times()).toEqual([c1.at, r1.at, r2.at, c2.at, r3.at, c3.at]));
    expect(content.map((r) => r.query.get('before'))).toEqual([null, cursor(c2)]);
    expect(recruitment.map((r) => r.query.get('before'))).toEqual([null, cursor(r1)]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the person and action as query parameters and asks only the chosen area’s service', async () => {
    const content = serveLog('/api/content/audit', [[null, ok([])]]);
    const recruitment = serveLog('/api/recruitment/audit', [
      [null, ok([entry(30, { entity: { type: 'application', id: 'a1' } })])],
    ]);
    const inquiries = serveLog('/api/inquiries/audit', [[null, ok([])]]);
    answer('GET', '/api/auth/audit', notFound);
    const user = userEvent.setup();
    renderLog();
    await screen.findByRole('table', { name: 'Activity, newest first' });
    await user.selectOptions(screen.getByLabelText('Person'), 'u-rami');
    await user.selectOptions(screen.getByLabelText('Action'), 'status');
    await user.selectOptions(screen.getByLabelText('Area'), 'careers');
    await waitFor(() => expect(recruitment.at(-1)?.query.get('area')).toBeNull());
    await waitFor(() =>
      expect(recruitment.at(-1)?.url).toBe('/api/recruitment/audit?limit=50&actor=u-rami&action=status'),
    );
    const asked = (requests: SeenRequest[]) => requests.map((r) => r.url);
    // The area filter reads careers' service alone: the others were last asked before it was chosen.
    expect(asked(content).at(-1)).toBe('/api/content/audit?limit=50&actor=u-rami&action=status');
    expect(asked(inquiries).at(-1)).toBe('/api/inquiries/audit?limit=50&actor=u-rami&action=status');
    const [contentCount, inquiriesCount] = [content.length, inquiries.length];
    await screen.findByRole('table', { name: 'Activity, newest first' });
    expect([content.length, inquiries.length]).toEqual([contentCount, inquiriesCount]);
  });

  it('names the area whose service failed and still shows the others', async () => {
    serveLog('/api/content/audit', [[null, ok([entry(40, { entity: { type: 'post', id: 'p1' } })])]]);
    answer('GET', '/api/recruitment/audit', {
      status: 503,
      body: envelope(503, 'SERVICE.UNAVAILABLE', 'down'),
    });
    serveLog('/api/inquiries/audit', [[null, ok([entry(30)])]]);
    answer('GET', '/api/auth/audit', notFound);
    renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The activity of Careers could not be read. The rest is shown.',
    );
    expect(whatColumn()).toEqual(['Edited a blog post', 'Edited a client brief']);
  });

  it("shows auth's sign-ins, and a refused one only by the email tried, never as that person", async () => {
    serveLog('/api/content/audit', [[null, ok([])]]);
    serveLog('/api/recruitment/audit', [[null, ok([])]]);
    serveLog('/api/inquiries/audit', [[null, ok([])]]);
    const signIn = { entity: { type: 'account' as const, id: 'u-huda' }, before: null, after: null };
    serveLog('/api/auth/audit', [
      [
        null,
        ok([
          entry(50, { ...signIn, action: 'sign_in', details: { method: 'password' } }),
          entry(40, {
            ...signIn,
            actor: { id: '', email: 'huda@madar.ly' },
            action: 'sign_in_failed',
            details: { step: 'password', reason: 'wrong_password' },
          }),
        ]),
      ],
    ]);
    renderLog();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const who = rows().map((row) => row.children[1]?.textContent);
    expect(who).toEqual(['Huda Ownerhuda@madar.ly', 'huda@madar.ly']);
    expect(whatColumn()).toEqual(['Signed in to a staff account', 'Failed to sign in to a staff account']);
  });

  it('links a record to its screen, searched for what identifies it, and shows no link for a deleted one', async () => {
    const created = entry(10, {
      entity: { type: 'brief', id: 'b9' },
      action: 'create',
      before: null,
      after: { companyName: 'Sahara Trading', email: 'ops@sahara.ly', status: 'new' },
    });
    const changed = entry(20, {
      entity: { type: 'brief', id: 'b9' },
      action: 'status',
      before: { status: 'new' },
      after: { status: 'completed' },
    });
    const application = entry(30, {
      entity: { type: 'application', id: 'a1' },
      action: 'status',
      before: { status: 'new' },
      after: { status: 'interview' },
    });
    const post = entry(40, {
      entity: { type: 'post', id: 'p1' },
      action: 'update',
      before: { slug: 'old-slug', title: { en: 'Old', ar: 'قديم' } },
      after: { slug: 'new-slug', title: { en: 'New', ar: 'جديد' } },
    });
    const gone = entry(50, {
      entity: { type: 'job', id: 'j1' },
      action: 'delete',
      before: { title: { en: 'Engineer', ar: 'مهندس' } },
      after: null,
    });
    serveLog('/api/content/audit', [[null, ok([post])]]);
    serveLog('/api/recruitment/audit', [[null, ok([gone, application])]]);
    serveLog('/api/inquiries/audit', [[null, ok([changed, created])]]);
    answer('GET', '/api/auth/audit', notFound);
    renderLog();
    await screen.findByRole('table', { name: 'Activity, newest first' });
    const [jobRow, postRow, applicationRow, changedRow, createdRow] = rows();
    expect(within(jobRow!).queryByRole('link')).toBeNull();
    expect(jobRow!.children[3]).toHaveTextContent('Engineer');
    expect(within(postRow!).getByRole('link', { name: 'New' })).toHaveAttribute(
      'href',
      '/admin/dashboard/blog?search=new-slug',
    );
    expect(within(applicationRow!).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/admin/dashboard/careers?tab=applications',
    );
    // The status change carries no name: the brief's create entry, read too, tells which brief it is.
    for (const row of [changedRow!, createdRow!]) {
      expect(within(row).getByRole('link', { name: 'Sahara Trading' })).toHaveAttribute(
        'href',
        '/admin/dashboard/client-briefs?search=ops%40sahara.ly',
      );
    }
  });

  it('unfolds the changed fields before and after, readable, typed text in its own direction', async () => {
    serveLog('/api/content/audit', [[null, ok([])]]);
    serveLog('/api/recruitment/audit', [[null, ok([])]]);
    serveLog('/api/inquiries/audit', [
      [
        null,
        ok([
          entry(30, {
            action: 'update',
            before: { companyName: 'Old Co', description: null, urgent: false },
            after: { companyName: 'شركة الصحراء', description: 'Now described', urgent: true },
          }),
        ]),
      ],
    ]);
    answer('GET', '/api/auth/audit', notFound);
    const user = userEvent.setup();
    renderLog();
    await screen.findByRole('table', { name: 'Activity, newest first' });
    const toggle = screen.getByText('Show 3 fields');
    const details = toggle.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(toggle);
    expect(details).toHaveAttribute('open');
    const changes = within(details).getByRole('table', { name: 'Changed fields' });
    const line = (field: string) =>
      within(changes).getByRole('rowheader', { name: field }).closest('tr')!.textContent;
    expect(line('Company')).toBe('CompanyOld Coشركة الصحراء');
    expect(line('Description')).toBe('Description(empty)Now described');
    expect(line('urgent')).toBe('urgentNoYes');
    expect(within(changes).getByText('شركة الصحراء')).toHaveAttribute('dir', 'auto');
    expect(within(details).getByText('203.0.113.7')).toHaveAttribute('dir', 'ltr');
  });

  it('reads in Arabic: headings, the action, the area filter and the dates', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveLog('/api/content/audit', [[null, ok([])]]);
    serveLog('/api/recruitment/audit', [
      [
        null,
        ok([
          entry(30, {
            actor: { id: 'gone', email: 'old@madar.ly' },
            entity: { type: 'job', id: 'j1' },
            action: 'create',
            before: null,
            after: { title: { en: 'Engineer', ar: 'مهندس' } },
          }),
        ]),
      ],
    ]);
    serveLog('/api/inquiries/audit', [[null, ok([])]]);
    answer('GET', '/api/auth/audit', notFound);
    renderLog();
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل النشاط' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'متى' })).toBeInTheDocument();
    const [row] = rows();
    expect(within(row!).getByText('أنشأ وظيفة')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'مهندس' })).toHaveAttribute(
      'href',
      '/admin/dashboard/careers?search=%D9%85%D9%87%D9%86%D8%AF%D8%B3',
    );
    // Someone no longer on the staff list: their email, left to right.
    expect(within(row!).getByText('old@madar.ly')).toHaveAttribute('dir', 'ltr');
    expect(row!.querySelector('time')).toHaveTextContent('2026');
    expect(screen.getByRole('option', { name: 'الوظائف' })).toBeInTheDocument();
  });
});
