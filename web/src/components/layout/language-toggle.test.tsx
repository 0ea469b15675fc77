import { LANGUAGES, type LanguageSpec } from '@madar/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderAt } from '@/testing/render';
import { LanguageToggle, otherLanguageHref } from './language-toggle';

// A third language for this test only: the site ships two.
const THREE: readonly LanguageSpec[] = [
  ...LANGUAGES,
  { code: 'fr', dir: 'ltr', locale: 'fr-FR', font: 'latin', label: 'Français', compactMonth: 'short' },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LanguageToggle', () => {
  it('with the two shipped languages is one link to this page in the other language', () => {
    renderAt(<LanguageToggle />, '/services');

    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link).toHaveAttribute('href', '/ar/services');
    expect(link).toHaveAttribute('hreflang', 'ar');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it.each([
    ['en', '/', '/ar'],
    ['en', '/blog/fibre-for-tripoli?page=2&lang=en#comments', '/ar/blog/fibre-for-tripoli?page=2#comments'],
    ['ar', '/ar', '/'],
    ['ar', '/ar/careers/noc-technician', '/careers/noc-technician'],
    ['ar', '/ar/services?lang=ar', '/services'],
  ] as const)('in %s at %s links to %s', async (lang, path, href) => {
    await i18n.changeLanguage(lang);
    renderAt(<LanguageToggle />, path);

    expect(screen.getByRole('link', { name: lang === 'en' ? 'العربية' : 'English' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('in the admin links to the same address with the language chosen by ?lang=', () => {
    expect(otherLanguageHref('ar', '/admin/jobs', '?lang=en&page=2', '')).toBe('/admin/jobs?page=2&lang=ar');
  });

  it('switches in place once the app runs, without loading the other address', async () => {
    await i18n.changeLanguage('ar');
    const { router } = renderAt(<LanguageToggle />, '/ar/about');

    // false: the browser's own navigation was cancelled.
    expect(fireEvent.click(screen.getByRole('link', { name: 'English' }))).toBe(false);

    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/about');
  });

  it('with three languages is a labelled menu of every language by its own name', () => {
    renderAt(<LanguageToggle languages={THREE} />);

    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'العربية', 'Français']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'ar', 'fr']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('switches language from the menu and drops ?lang= from the address', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<LanguageToggle languages={THREE} />, '/?lang=en&x=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(router.state.location.search).toBe('?x=1');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });
});
