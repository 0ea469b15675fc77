/**
 * Durable mode through the gateway: what visitors and staff create is kept when every service
 * container restarts (a deploy, a crash, a node drain), the resume byte for byte. It restarts every
 * service and waits until all are ready again (support/sequencer.cjs runs it near the end only so the
 * others need not wait for the restarts).
 */
import type {
  BlogPost,
  ClientBrief,
  ContactMessage,
  CreatedResult,
  Job,
  JobApplication,
  Page,
} from '@madar/shared';
import { admin, getJson, sendJson, url } from './support/gateway';
import { onePagePdf } from './support/pdf';
import { systemState } from './support/state';
import { restartContainer, SERVICES, waitUntilReady } from './support/system';

const text = (en: string, ar: string) => ({ en, ar });
const STAMP = `durable-${Date.now()}`;

const JOB = {
  title: text('Core Network Engineer', 'مهندس الشبكة الأساسية'),
  department: text('Telecommunications', 'الاتصالات'),
  location: text('Tripoli', 'طرابلس'),
  type: text('Full-time', 'دوام كامل'),
  description: text('Run the MPLS core.', 'تشغيل الشبكة الأساسية.'),
  responsibilities: [text('Keep the core up', 'إبقاء الشبكة تعمل')],
  requirements: [text('Five years of MPLS', 'خمس سنوات في MPLS')],
  published: true,
};

const POST = {
  title: text('Kept across restarts', 'محفوظ بعد إعادة التشغيل'),
  excerpt: text('Nothing is lost.', 'لا شيء يضيع.'),
  content: text('<p>Durable.</p>', '<p>دائم.</p>'),
  slug: STAMP,
  category: 'telecommunications',
  author: 'Youssef Al-Werfalli',
  authorTitle: text('Engineering Manager', 'مدير الهندسة'),
  tags: [text('Durable', 'دائم')],
  published: true,
};

async function created(response: Response): Promise<string> {
  const body = (await response.json()) as CreatedResult & { id: string };
  expect(response.status).toBe(201);
  return body.id;
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('durable mode', () => {
  // Ready again even when the test fails between the restarts and its own wait.
  afterAll(() => waitUntilReady(systemState().containerIds), 120_000);

  // Seven restarts and the wait for readiness (up to 90 s) need more than the default 60 s.
  it('keeps a brief, an application and its resume, a message, a subscriber, a post and a job across restarts', async () => {
    const briefId = await created(
      await post('/api/briefs', {
        companyName: `Kept Co ${STAMP}`,
        industry: 'Energy',
        contactName: 'Salem Gheriani',
        email: 'salem@example.ly',
        projectType: 'consulting',
        description: 'Must survive a restart.',
        goals: 'Nothing lost.',
      }),
    );
    const messageId = await created(
      await post('/api/contact', {
        name: 'Mona',
        email: 'mona@example.ly',
        subject: STAMP,
        message: 'Kept?',
      }),
    );
    expect((await post('/api/newsletter', { email: `${STAMP}@example.ly` })).status).toBe(201);
    const count = (await getJson<{ total: number }>('/api/newsletter/count', admin())).body.total;
    const jobId = ((await (await post('/api/jobs', JOB, admin())).json()) as Job).id;
    const postId = ((await (await post('/api/blog/posts', POST, admin())).json()) as BlogPost).id;

    const resume = onePagePdf(`Resume ${STAMP}`);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Huda Zlitni',
      email: 'huda@example.ly',
      position: JOB.title.en,
      experience: 'Eight years on MPLS cores.',
      education: 'MSc Telecommunications',
      jobId,
    })) {
      form.append(name, value);
    }
    form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'huda-cv.pdf');
    const applicationId = await created(
      await fetch(url('/api/applications'), { method: 'POST', body: form }),
    );

    const { containerIds } = systemState();
    for (const { name } of SERVICES) {
      await Promise.all(containerIds[name].map((id) => restartContainer(id)));
    }
    await waitUntilReady(containerIds);

    const briefs = await getJson<Page<ClientBrief>>(
      `/api/briefs?search=${encodeURIComponent(STAMP)}`,
      admin(),
    );
    expect(briefs.body.items.map((b) => b.id)).toEqual([briefId]);
    const messages = await getJson<Page<ContactMessage>>(`/api/contact?search=${STAMP}`, admin());
    expect(messages.body.items.map((m) => m.id)).toEqual([messageId]);
    expect((await getJson<{ total: number }>('/api/newsletter/count', admin())).body.total).toBe(count);
    expect((await getJson<Job>(`/api/jobs/${jobId}`)).body).toMatchObject({ id: jobId, title: JOB.title });
    expect((await getJson<BlogPost>(`/api/blog/posts/${STAMP}`)).body).toMatchObject({ id: postId });
    const applications = await getJson<Page<JobApplication>>(`/api/applications?jobId=${jobId}`, admin());
    expect(applications.body.items.map((a) => a.id)).toEqual([applicationId]);

    const download = await fetch(url(`/api/applications/${applicationId}/resume`), { headers: admin() });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);

    // Tidy up what other files might count.
    await sendJson('DELETE', `/api/applications/${applicationId}`, undefined, admin());
    await sendJson('DELETE', `/api/jobs/${jobId}`, undefined, admin());
    await sendJson('DELETE', `/api/blog/posts/${postId}`, undefined, admin());
    await sendJson('DELETE', `/api/briefs/${briefId}`, undefined, admin());
  }, 180_000);
});
