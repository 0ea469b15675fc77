/**
 * The pages a newsletter link ends on, in both languages: in the browser (the app's own routes) and as
 * the server renders them (no data of their own to fetch, Arabic right to left under /ar).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_COMPANY_PROFILE } from '@madar/shared';
import { routes } from '@/app/routes';
import { companyKey } from '@/hooks/use-company';
import i18n from '@/lib/i18n';
import { createServerI18n } from '@/lib/i18n-server';
import { renderPage } from '@/server/render';
import { renderRoutes } from '@/testing/render';
import { outcomeOf } from '@/features/newsletter-links/components/newsletter-outcome';

describe('the newsletter link pages', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['/newsletter/confirmed', 'Subscription confirmed', /your address is confirmed/],
    ['/newsletter/already-confirmed', 'Already confirmed', /was confirmed already/],
    ['/newsletter/unsubscribed', 'You are unsubscribed', /will not send you the newsletter any more/],
    ['/newsletter/link-invalid', 'This link is not valid', /sign up again/],
  ])('shows %s in English with a way home', async (path, title, message) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${title} | Madar Technologies`));
  });

  it('shows the Arabic page under /ar, right to left', async () => {
    renderRoutes(routes, '/ar/newsletter/unsubscribed');
    expect(await screen.findByRole('heading', { level: 1, name: 'تم إلغاء اشتراكك' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
  });

  it.each([
    ['/newsletter/confirmed', 'en', 'Subscription confirmed'],
    ['/ar/newsletter/confirmed', 'ar', 'تم تأكيد اشتراكك'],
    ['/ar/newsletter/already-confirmed', 'ar', 'الاشتراك مؤكد مسبقًا'],
    ['/ar/newsletter/link-invalid', 'ar', 'هذا الرابط غير صالح'],
  ])('is rendered whole on the server: %s', async (path, lang, title) => {
    const asked: string[] = [];
    const outcome = await renderPage(
      new URL(path, 'https://www.madar.example'),
      (key) => {
        asked.push(key);
        // The company profile is every page's (header, footer); nothing else is this page's.
        return key === companyKey
          ? Promise.resolve({ data: DEFAULT_COMPANY_PROFILE })
          : Promise.reject(new Error('this page reads no data'));
      },
      createServerI18n,
    );
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    expect(outcome).toMatchObject({ status: 200, lang, head: { title } });
    expect(outcome.html).toContain(title);
    expect(asked).toEqual([companyKey]);
  });

  it('reads the outcome from the last part of the address', () => {
    expect(outcomeOf('/ar/newsletter/already-confirmed')).toBe('alreadyConfirmed');
    expect(outcomeOf('/newsletter/unsubscribed/')).toBe('unsubscribed');
    expect(outcomeOf('/newsletter/other')).toBe('linkInvalid');
  });
});
