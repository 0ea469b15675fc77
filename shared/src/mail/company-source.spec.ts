import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_COMPANY_PROFILE } from '../contracts/company-profile';
import { DEFAULT_MAIL_COMPANY, type MailCompany } from './company';
import { MailCompanySource, mailCompanyOf, withLiveCompany } from './company-source';

const FROM_SETTINGS: MailCompany = {
  ...DEFAULT_MAIL_COMPANY,
  phone: '+218 21 555 0111',
};

const EDITED = {
  ...DEFAULT_COMPANY_PROFILE,
  phone: '+218 21 555 0199',
  email: 'hello@madar-tech.example',
  careersEmail: 'jobs@madar-tech.example',
  address: { en: 'Airport Road, Tripoli, Libya', ar: 'طريق المطار، طرابلس، ليبيا' },
};

/** A content service answering GET /api/company with whatever `answer` holds at the time. */
async function contentService(): Promise<{
  url: string;
  answer: { status: number; body: unknown };
  asked: () => number;
  close: () => Promise<void>;
}> {
  const answer = { status: 200, body: EDITED as unknown };
  let asked = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/api/company') {
      res.writeHead(404).end();
      return;
    }
    asked += 1;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the company contacts mails show', () => {
  let content: Awaited<ReturnType<typeof contentService>>;

  beforeEach(async () => {
    content = await contentService();
  });

  afterEach(async () => {
    await content.close();
  });

  it("are COMPANY_JSON's until content answers, then the profile staff saved", async () => {
    const source = new MailCompanySource({ url: content.url, fallback: FROM_SETTINGS });
    expect(source.current).toEqual(FROM_SETTINGS);
    await source.refresh();
    expect(source.current).toEqual({
      phone: EDITED.phone,
      email: EDITED.email,
      careersEmail: EDITED.careersEmail,
      address: EDITED.address,
    });
  });

  it('keep the last known contacts while content fails, is unreachable or answers without them, and warn once', async () => {
    const warnings: string[] = [];
    const source = new MailCompanySource({
      url: content.url,
      fallback: FROM_SETTINGS,
      warn: (message) => warnings.push(message),
    });
    await source.refresh();
    const saved = source.current;

    content.answer.status = 503;
    await source.refresh();
    content.answer.status = 200;
    content.answer.body = { ...EDITED, address: { en: 'Only English' } };
    await source.refresh();
    content.answer.body = '<html>';
    await source.refresh();
    expect(source.current).toEqual(saved);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('status 503');

    await content.close();
    await source.refresh();
    expect(source.current).toEqual(saved);
    content = await contentService();
  });

  it("never ask anyone without CONTENT_URL: COMPANY_JSON's contacts for good", async () => {
    const source = new MailCompanySource({ fallback: FROM_SETTINGS });
    source.start();
    await source.refresh();
    source.stop();
    expect(source.current).toEqual(FROM_SETTINGS);
    expect(content.asked()).toBe(0);
  });

  it('give up on a content service that does not answer in time, keeping the contacts', async () => {
    const source = new MailCompanySource({
      url: content.url,
      fallback: FROM_SETTINGS,
      timeoutMs: 50,
      fetchImpl: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))),
        ),
    });
    await source.refresh();
    expect(source.current).toEqual(FROM_SETTINGS);
  });

  it("settings read the source's current contacts each time", async () => {
    const source = new MailCompanySource({ url: content.url, fallback: FROM_SETTINGS });
    const settings = withLiveCompany(
      { company: FROM_SETTINGS, publicOrigin: 'https://madar.example' },
      source,
    );
    expect(settings.company.phone).toBe(FROM_SETTINGS.phone);
    await source.refresh();
    expect(settings.company.phone).toBe(EDITED.phone);
    expect(settings.publicOrigin).toBe('https://madar.example');
  });

  it('take only the contacts a mail needs from the profile, and nothing from a partial one', () => {
    expect(mailCompanyOf(EDITED)).toEqual({
      phone: EDITED.phone,
      email: EDITED.email,
      careersEmail: EDITED.careersEmail,
      address: EDITED.address,
    });
    expect(mailCompanyOf({ ...EDITED, phone: ' ' })).toBeUndefined();
    expect(mailCompanyOf([])).toBeUndefined();
    expect(mailCompanyOf(null)).toBeUndefined();
  });
});
