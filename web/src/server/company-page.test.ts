/**
 * The company profile in a server-rendered page: fetched with the page's data (GET /api/company), drawn
 * into the HTML (footer, contact page, the head's Organization) and handed to hydration with the rest,
 * so the browser does not ask again; when the API fails the page is still drawn, with the build's
 * defaults.
 */
import { type CompanyProfile, DEFAULT_COMPANY_PROFILE } from '@madar/shared';
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
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const saved: CompanyProfile = {
  ...DEFAULT_COMPANY_PROFILE,
  name: { en: 'Madar Networks', ar: 'مدار للشبكات' },
  phone: '+218 21 555 0177',
  hours: [{ en: 'Every day: 9:00 AM - 1:00 PM', ar: 'كل يوم: 9:00 صباحًا - 1:00 ظهرًا' }],
};

function handler(company: KeyResult) {
  const answers: Record<string, KeyResult> = {
    '/company': company,
    '/recruitment/retention': { data: { applicationsDays: 365 } },
    '/inquiries/retention': { data: { briefsDays: 730, messagesDays: 730 } },
  };
  return createHandler({
    template: TEMPLATE,
    origin: 'https://www.madar.example',
    fetchKey: (key) => Promise.resolve(answers[key] ?? { error: new ApiError(404, 'X.NOT_FOUND', 'none') }),
    i18nFor: createServerI18n,
    company: DEFAULT_COMPANY_PROFILE,
    securityContact: 'mailto:security@madar.example',
  });
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

function organization(doc: Document): Record<string, unknown> {
  const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as {
    '@graph': Record<string, unknown>[];
  };
  return ld['@graph'].find((node) => node['@type'] === 'Organization') ?? {};
}

describe('the company profile in a server-rendered page', () => {
  it('draws the saved profile and hands it to hydration with the page data', async () => {
    const reply = await handler({ data: saved })('GET', '/contact');
    expect(reply.status).toBe(200);
    const doc = parse(String(reply.body));

    expect(doc.querySelector('footer')?.textContent).toContain('+218 21 555 0177');
    expect(doc.querySelector('.contact-info')?.textContent).toContain('Every day: 9:00 AM - 1:00 PM');
    expect(organization(doc)).toMatchObject({ name: 'Madar Networks', telephone: '+218 21 555 0177' });
    const data = JSON.parse(doc.getElementById('madar-page-data')?.textContent ?? '') as {
      entries: Record<string, unknown>;
    };
    expect(data.entries['/company']).toEqual({ data: saved });
  });

  it('still draws the page, with the build defaults, when the API fails', async () => {
    const reply = await handler({ error: new ApiError(503, 'STORAGE.UNAVAILABLE', 'down') })(
      'GET',
      '/contact',
    );
    expect(reply.status).toBe(200);
    const doc = parse(String(reply.body));

    expect(doc.querySelector('footer')?.textContent).toContain(DEFAULT_COMPANY_PROFILE.phone);
    expect(organization(doc)).toMatchObject({ telephone: DEFAULT_COMPANY_PROFILE.phone });
  });
});
