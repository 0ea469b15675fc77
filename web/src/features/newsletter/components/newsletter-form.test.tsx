import { act, screen, waitFor } from '@testing-library/react';
import i18n from '@/lib/i18n';
import userEvent from '@testing-library/user-event';
import { answer, answerLater, envelope, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { expectHiddenHoneypot, SHOWN_AT } from '@/components/form/honeypot-field.test-support';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('posts the email in the page’s language, asks the visitor to confirm and clears the field', async () => {
    const requests = answer('POST', '/api/newsletter', {
      status: 201,
      body: { success: true, subscribed: true },
    });
    renderAt(<NewsletterForm />);
    const user = userEvent.setup();

    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'reader@company.ly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(/Follow its link to confirm your subscription/)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(requests.map((r) => r.body)).toEqual([
      { email: 'reader@company.ly', language: 'en', website: '', startedAt: expect.any(Number) },
    ]);
  });

  it('sends the hidden honeypot empty, and when the form was shown, not when it was sent', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(SHOWN_AT);
    try {
      const requests = answer('POST', '/api/newsletter', {
        status: 201,
        body: { success: true, subscribed: true },
      });
      renderAt(<NewsletterForm />);
      now.mockReturnValue(SHOWN_AT + 15_000);
      const user = userEvent.setup();
      expectHiddenHoneypot(screen.getByRole('form'));
      await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@company.ly');
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      await screen.findByText(/Follow its link to confirm your subscription/);

      expect(requests[0]?.body).toEqual({
        email: 'reader@company.ly',
        language: 'en',
        website: '',
        startedAt: SHOWN_AT,
      });
    } finally {
      now.mockRestore();
    }
  });

  it('sends an Arabic page’s language, for a confirmation mail in Arabic, and asks to confirm in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    try {
      const requests = answer('POST', '/api/newsletter', {
        status: 201,
        body: { success: true, subscribed: true },
      });
      renderAt(<NewsletterForm />);
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'reader@company.ly');
      await user.click(screen.getByRole('button', { name: 'اشترك' }));
      expect(await screen.findByText(/اتبع الرابط فيها لتأكيد اشتراكك/)).toBeInTheDocument();
      expect(requests[0]?.body).toMatchObject({ email: 'reader@company.ly', language: 'ar' });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("refuses an empty or malformed email with the site's own message in the page's language", async () => {
    await act(() => i18n.changeLanguage('ar'));
    try {
      renderAt(<NewsletterForm />);
      const user = userEvent.setup();
      const input = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
      expect((input.closest('form') as HTMLFormElement).noValidate).toBe(true);

      // Nothing is answered: a request would fail the test.
      await user.click(screen.getByRole('button', { name: 'اشترك' }));
      expect(input).toHaveAccessibleDescription('هذا الحقل مطلوب.');
      expect(input).toHaveFocus();

      await user.type(input, 'reader@');
      expect(input).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('button', { name: 'اشترك' }));
      expect(input).toHaveAccessibleDescription('أدخل عنوان بريد إلكتروني صالحًا.');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows an address the server refuses at the field, not as a failure to subscribe', async () => {
    answer('POST', '/api/newsletter', {
      status: 400,
      body: validationEnvelope([{ field: 'email', rule: 'isPlainEmail' }]),
    });
    renderAt(<NewsletterForm />);
    const user = userEvent.setup();

    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'reader@company.ly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(i18n.t('rules.isPlainEmail', { ns: 'validation' }));
    expect(
      screen.queryByText('We could not subscribe you right now. Please try again later.'),
    ).not.toBeInTheDocument();
    expect(input).toHaveValue('reader@company.ly');
  });

  it('shows a failure message and keeps the email when the request fails', async () => {
    answer('POST', '/api/newsletter', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<NewsletterForm />);
    const user = userEvent.setup();

    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'reader@company.ly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('We could not subscribe you right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('reader@company.ly');
  });

  it('disables the button with a submitting label while the request is on its way', async () => {
    const release = answerLater('POST', '/api/newsletter', { status: 201, body: {} });
    renderAt(<NewsletterForm />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@company.ly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();

    release();
    expect(await screen.findByText(/Follow its link to confirm your subscription/)).toBeInTheDocument();
  });
});
