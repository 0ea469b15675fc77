import { LANGUAGES, type LanguageSpec } from '@madar/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { renderAt } from '@/testing/render';
import { LanguageToggle } from './language-toggle';

// A third language for this test only: the site ships two.
const THREE: readonly LanguageSpec[] = [
  ...LANGUAGES,
  { code: 'fr', dir: 'ltr', locale: 'fr-FR', font: 'latin', label: 'Français', compactMonth: 'short' },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LanguageToggle', () => {
  it('with the two shipped languages is one button to the other language', () => {
    renderAt(<LanguageToggle />);

    expect(screen.getByRole('button', { name: 'العربية' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
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
