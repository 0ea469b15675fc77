import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import i18n from '@/lib/i18n';
import { FormGate } from './form-gate';

const form = (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter>
      <form aria-label="Newsletter">
        <FormGate>
          <input aria-label="Email" />
          <button type="submit">Subscribe</button>
        </FormGate>
      </form>
    </MemoryRouter>
  </I18nextProvider>
);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('FormGate', () => {
  it.each([
    ['en', 'This form needs JavaScript. Please turn it on, or write to us at'],
    ['ar', 'يحتاج هذا النموذج إلى تفعيل JavaScript في المتصفح'],
  ])(
    'in the server HTML (%s) disables the form and says why, with the email and phone as links',
    async (lang, text) => {
      await i18n.changeLanguage(lang);
      const container = document.createElement('div');
      container.innerHTML = renderToString(form);

      expect(within(container).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
      const note = within(container).getByRole('note');
      expect(note).toHaveTextContent(text);
      expect(within(note).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
        'href',
        `mailto:${COMPANY.email}`,
      );
      expect(within(note).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('dir', 'ltr');
    },
  );

  it('drops the note and enables the form once the script hydrates it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(within(container).getByRole('note')).toBeInTheDocument();

    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, form);
    });

    expect(within(container).queryByRole('note')).not.toBeInTheDocument();
    expect(within(container).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });

  it('shows no note where the app renders the form itself', () => {
    render(form);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });
});
