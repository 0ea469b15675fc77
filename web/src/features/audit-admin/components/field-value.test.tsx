import { act, render, screen } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { FieldValue } from './field-value';

describe('FieldValue', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("says a service's coded word as people say it, in the panel's language", async () => {
    await act(() => i18n.loadNamespaces('audit'));
    const { rerender } = render(
      <FieldValue value="wrong_password" field="reason" type="account" lang="en" />,
    );
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('ar'));
    await act(() => i18n.loadNamespaces('audit'));
    rerender(<FieldValue value="recovery_code" field="method" type="account" lang="ar" />);
    expect(await screen.findByText('كلمة المرور ورمز استرداد')).toBeInTheDocument();
  });

  it('shows a word it has no translation for as typed, in its own direction', async () => {
    await act(() => i18n.loadNamespaces('audit'));
    render(<FieldValue value="wrong_password" field="subject" type="brief" lang="en" />);
    expect(await screen.findByText('wrong_password')).toHaveAttribute('dir', 'auto');
  });
});
