/**
 * A job's preview address as the renderer answers it: the unsaved job its token opens (never the job the
 * address names), under the banner, without the application form, never stored (no-store, private: the
 * gateway keeps no last good copy of it) nor indexed; the public page of the same job left as it was.
 */
import type { Job, JobPreview } from '@madar/shared';
import { DEFAULT_COMPANY } from '@/config/company-defaults';
import { FALLBACK_JOBS } from '@/features/careers/data/fallback-jobs';
import { ApiError } from '@/lib/api-error';
import { createServerI18n } from '@/lib/i18n-server';
import { createHandler } from './handler';
import type { KeyResult } from './upstream';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <!-- page-head: here -->
    <title>Madar Technologies</title>
    <!-- /page-head -->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const TOKEN = 'jPreviewTokenOf43Charactersxxxxxxxxxxxxxxxx';

const published: Job = {
  ...FALLBACK_JOBS[0]!,
  id: 'noc-technician',
  slug: 'noc-technician',
  title: { en: 'NOC Technician', ar: 'فني مركز عمليات الشبكة' },
  published: true,
  closesAt: null,
};
const previewed: JobPreview = {
  job: {
    ...published,
    title: { en: 'Senior NOC Technician (unsaved)', ar: 'فني أول لمركز عمليات الشبكة (غير محفوظ)' },
    published: false,
    publishedAt: null,
  },
  expiresAt: '2026-11-26T16:30:00.000Z',
};

function handler() {
  const asked: string[] = [];
  const answers: Record<string, KeyResult> = {
    '/jobs/noc-technician': { data: published },
    [`/jobs/previews/${TOKEN}`]: { data: previewed },
    '/recruitment/retention': { data: { applicationsDays: 365 } },
  };
  const handle = createHandler({
    template: TEMPLATE,
    origin: 'https://www.madar.example',
    fetchKey: (key) => {
      asked.push(key);
      return Promise.resolve(answers[key] ?? { error: new ApiError(404, 'PREVIEW.NOT_FOUND', 'none') });
    },
    i18nFor: createServerI18n,
    company: DEFAULT_COMPANY,
    securityContact: 'mailto:security@madar.example',
    now: () => new Date('2026-11-26T15:30:00.000Z'),
  });
  return { handle, asked };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe("a job's preview address", () => {
  it.each([
    [
      'en',
      `/careers/noc-technician?preview=${TOKEN}`,
      'Senior NOC Technician (unsaved)',
      '26 Nov 2026, 18:30',
    ],
    [
      'ar',
      `/ar/careers/noc-technician?preview=${TOKEN}`,
      'فني أول لمركز عمليات الشبكة (غير محفوظ)',
      '06:30 م',
    ],
  ])(
    'shows (%s) the previewed job under the banner, no form, never stored nor indexed',
    async (_lang, path, title, time) => {
      const { handle, asked } = handler();
      const reply = await handle('GET', path);

      expect(reply.status).toBe(200);
      expect(reply.headers).toMatchObject({
        'Cache-Control': 'no-store, private',
        'X-Robots-Tag': 'noindex, nofollow',
      });
      const doc = parse(String(reply.body));
      expect(doc.querySelector('h1')?.textContent).toBe(title);
      // The banner, with the expiry in Tripoli time (UTC+2).
      expect(doc.querySelector('.preview-banner')?.textContent).toContain(time);
      expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
      expect(doc.querySelector('link[rel=canonical]')).toBeNull();
      expect(doc.querySelector('link[rel=alternate][hreflang]')).toBeNull();
      expect(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '').not.toContain(
        'JobPosting',
      );
      // No application is taken for a job that may not exist yet.
      expect(doc.getElementById('apply')).toBeNull();
      expect(doc.getElementById('job-preview-apply-title')).not.toBeNull();
      // The token names the job, not the address: the published job is never read for it.
      expect(asked).toContain(`/jobs/previews/${TOKEN}`);
      expect(asked).not.toContain('/jobs/noc-technician');
    },
  );

  it('sends an expired token to the not-found view (404, noindex), never to the published job', async () => {
    const { handle, asked } = handler();
    const reply = await handle('GET', '/careers/noc-technician?preview=expired-token');

    expect(reply.status).toBe(404);
    expect(reply.headers['Cache-Control']).toBe('no-store, private');
    const doc = parse(String(reply.body));
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(doc.body?.textContent).not.toContain('NOC Technician');
    expect(asked).not.toContain('/jobs/noc-technician');
  });

  it('leaves the public page of the same job as it was: no-cache, indexed, with its form', async () => {
    const { handle } = handler();
    const reply = await handle('GET', '/careers/noc-technician');

    expect(reply.status).toBe(200);
    expect(reply.headers['Cache-Control']).toBe('no-cache');
    expect(reply.headers['X-Robots-Tag']).toBeUndefined();
    const doc = parse(String(reply.body));
    expect(doc.querySelector('h1')?.textContent).toBe('NOC Technician');
    expect(doc.querySelector('.preview-banner')).toBeNull();
    expect(doc.querySelector('#apply form')).not.toBeNull();
  });
});
