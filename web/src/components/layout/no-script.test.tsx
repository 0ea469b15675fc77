/**
 * The public pages as a visitor without JavaScript gets them (the server's HTML, nothing run): the phone
 * menu opens as a disclosure, the language switch is a link to the same page in the other language,
 * every form says why it does not answer and how to reach the company, and the WhatsApp link is there.
 */
import { within } from '@testing-library/react';
import { COMPANY } from '@/config/company';
import { createServerI18n } from '@/lib/i18n-server';
import { renderPage } from '@/server/render';
import type { FetchKey } from '@/server/upstream';
import { ApiError } from '@/lib/api-error';

const empty: FetchKey = (key) =>
  Promise.resolve(
    key === '/blog/categories' || key.startsWith('/blog/posts') || key === '/services' || key === '/projects'
      ? { data: [] }
      : { error: new ApiError(404, 'ROUTE.NOT_FOUND', 'No route') },
  );

/** The server's HTML of `path`, in a detached document body, for queries. */
async function serverHtml(path: string): Promise<HTMLElement> {
  const outcome = await renderPage(new URL(path, 'https://www.madar.example'), empty, createServerI18n);
  if (outcome.kind !== 'page') throw new Error(`expected a page at ${path}, got ${outcome.kind}`);
  const root = document.createElement('div');
  root.innerHTML = outcome.html;
  return root;
}

const banner = (root: HTMLElement) => root.querySelector('header.site-header') as HTMLElement;

describe('public pages without JavaScript', () => {
  it.each([
    ['/services', 'Menu', 'Services', '/services'],
    ['/ar/contact', 'القائمة', 'خدماتنا', '/ar/services'],
  ])('%s: the phone menu is a disclosure holding every main link', async (path, label, link, href) => {
    const root = await serverHtml(path);
    const details = banner(root).querySelector('details.site-menu') as HTMLDetailsElement;
    expect(details).not.toBeNull();
    expect(details.open).toBe(false);
    const summary = details.querySelector(':scope > summary');
    expect(summary).toHaveAttribute('aria-label', label);
    expect(summary).not.toHaveAttribute('aria-expanded');
    const nav = details.querySelector('.site-menu__panel nav') as HTMLElement;
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(within(nav).getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it.each([
    ['/services', '/ar/services', 'العربية'],
    ['/ar/services', '/services', 'English'],
    ['/', '/ar', 'العربية'],
    ['/ar', '/', 'English'],
    ['/ar/privacy-policy', '/privacy-policy', 'English'],
  ])('%s: the language switch links to %s', async (path, other, name) => {
    const root = await serverHtml(path);
    const header = within(banner(root));
    for (const link of header.getAllByRole('link', { name })) {
      expect(link).toHaveAttribute('href', other);
    }
    expect(header.getAllByRole('link', { name })).toHaveLength(2);
    const footer = within(root.querySelector('footer') as HTMLElement);
    expect(footer.getByRole('link', { name })).toHaveAttribute('href', other);
  });

  it.each([
    ['/', 'This form needs JavaScript'],
    ['/ar', 'يحتاج هذا النموذج إلى تفعيل JavaScript'],
  ])(
    '%s: the newsletter form says it needs the script, with the email and phone as links',
    async (path, text) => {
      const root = await serverHtml(path);
      const note = root.querySelector('footer .form-gate__note') as HTMLElement;
      expect(note).toHaveTextContent(text);
      expect(within(note).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
        'href',
        `mailto:${COMPANY.email}`,
      );
      expect(within(note).getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+218/),
      );
      expect(root.querySelector('footer fieldset.form-gate')).toBeDisabled();
    },
  );

  it('shows the demo WhatsApp link with the page language greeting', async () => {
    const root = await serverHtml('/ar/about');
    const link = root.querySelector('a.whatsapp-button');
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/218215550100\?text=/));
    expect(decodeURIComponent(link?.getAttribute('href') ?? '')).toContain('مرحباً');
  });
});
