import '@/locales/register-admin';
import type { PersonalDataExport } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, type Reply } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PrivacyRequestsPage } from './privacy-requests-page';

const EMAIL = 'Hana@Example.ly';
const SERVICES = ['auth', 'content', 'recruitment', 'inquiries'] as const;

const exportOf = (service: string, records: PersonalDataExport['records']): PersonalDataExport => ({
  service,
  email: 'hana@example.ly',
  exportedAt: '2026-11-26T10:00:00.000Z',
  records,
  notes: [],
  mails: [],
  audit: [],
});
const ok = (body: unknown): Reply => ({ status: 200, body });

/** Catches the file the screen saves: its name and its text. */
function catchDownload() {
  const saved: { name?: string; blob?: Blob } = {};
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:personal-data';
    }),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.name = this.download;
  });
  return { saved, restore: () => click.mockRestore() };
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('the privacy requests screen', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks the four services for the address and saves their exports as one file', async () => {
    const requests = SERVICES.map((service) =>
      answer(
        'POST',
        `/api/${service}/personal-data/export`,
        ok(exportOf(service, service === 'inquiries' ? { briefs: [{ id: 'b1', email: EMAIL }] } : {})),
      ),
    );
    const { saved, restore } = catchDownload();
    try {
      renderAt(<PrivacyRequestsPage />);
      await userEvent.type(screen.getByLabelText('The person’s email address'), EMAIL);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));

      expect(await screen.findByRole('status')).toHaveTextContent('personal-data-hana@example.ly.json');
      for (const seen of requests) expect(seen.map((request) => request.body)).toEqual([{ email: EMAIL }]);
      expect(saved.name).toBe('personal-data-hana@example.ly.json');
      const file = JSON.parse(await readBlob(saved.blob!)) as {
        email: string;
        services: Record<string, { records: unknown }>;
      };
      expect(file.email).toBe('hana@example.ly');
      expect(Object.keys(file.services)).toEqual([...SERVICES]);
      expect(file.services.inquiries?.records).toEqual({ briefs: [{ id: 'b1', email: EMAIL }] });
      expect(file.services.auth?.records).toEqual({});
    } finally {
      restore();
    }
  });

  it('saves nothing when one service does not answer, and says which', async () => {
    for (const service of SERVICES) {
      answer(
        'POST',
        `/api/${service}/personal-data/export`,
        service === 'recruitment'
          ? {
              status: 503,
              body: { statusCode: 503, code: 'STORAGE.UNAVAILABLE', message: 'down', error: 'x' },
            }
          : ok(exportOf(service, {})),
      );
    }
    const { saved, restore } = catchDownload();
    try {
      renderAt(<PrivacyRequestsPage />);
      await userEvent.type(screen.getByLabelText('The person’s email address'), EMAIL);
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Careers');
      expect(saved.name).toBeUndefined();
    } finally {
      restore();
    }
  });

  it('refuses an address that is not one before asking any service', async () => {
    const requests = answer('POST', '/api/inquiries/personal-data/export', ok(exportOf('inquiries', {})));
    renderAt(<PrivacyRequestsPage />);
    await userEvent.type(screen.getByLabelText('The person’s email address'), 'hana at example');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('erases after a confirmation naming the address, in Arabic, and shows what each service erased', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const erases = {
      auth: answer('POST', '/api/auth/personal-data/erase', {
        status: 409,
        body: { statusCode: 409, code: 'PERSONAL_DATA.STAFF_ACCOUNT', message: 'account', error: 'Conflict' },
      }),
      content: answer('POST', '/api/content/personal-data/erase', ok({ erased: { auditEntries: 0 } })),
      recruitment: answer(
        'POST',
        '/api/recruitment/personal-data/erase',
        ok({ erased: { applications: 1, resumes: 1, notes: 2, mails: 3, auditEntries: 4 } }),
      ),
      inquiries: answer(
        'POST',
        '/api/inquiries/personal-data/erase',
        ok({
          erased: {
            briefs: 2,
            contactMessages: 0,
            newsletterSubscribers: 1,
            notes: 0,
            mails: 5,
            auditEntries: 6,
          },
        }),
      ),
    };
    renderAt(<PrivacyRequestsPage />);
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني للشخص'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'محو…' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(EMAIL);
    expect(erases.inquiries).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'محو' }));

    const summary = await screen.findByRole('region', { name: /ما مُحي/ });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    for (const seen of Object.values(erases))
      expect(seen.map((request) => request.body)).toEqual([{ email: EMAIL }]);
    const part = (name: string) => within(summary).getByRole('heading', { name }).closest('li')!;
    expect(within(part('الوظائف')).getByText('السير الذاتية').nextSibling).toHaveTextContent('1');
    expect(
      within(part('طلبات المشاريع والرسائل والنشرة الإخبارية')).getByText('طلبات المشاريع').nextSibling,
    ).toHaveTextContent('2');
    expect(within(part('حسابات الموظفين')).getByRole('alert')).toHaveTextContent('احذف الحساب');
  });
});
