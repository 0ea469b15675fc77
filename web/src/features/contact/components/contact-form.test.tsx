import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer, envelope, unreachable, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { expectHiddenHoneypot, SHOWN_AT } from '@/components/form/honeypot-field.test-support';
import { ContactForm } from './contact-form';

function fillContact(phone = '') {
  const form = screen.getByRole('form', { name: 'Send us a message' });
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill(/Full name/, 'Nadia Elmagrahi');
  fill(/Email address/, 'nadia@example.ly');
  fill(/Phone number/, phone);
  fill(/Subject/, 'Fibre link');
  fill(/Message/, 'Please call me.');
  fireEvent.click(within(form).getByRole('checkbox', { name: /I agree/ }));
  return form;
}

describe('ContactForm', () => {
  it('says what is kept and for how long, and sends nothing until the consent box is ticked', async () => {
    answer('GET', '/api/inquiries/retention', { status: 200, body: { briefsDays: 730, messagesDays: 90 } });
    renderAt(<ContactForm />, '/contact');
    const form = fillContact();
    expect(await within(form).findByText(/for 3 months after you send them/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Read our privacy policy.' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const box = within(form).getByRole('checkbox', { name: /I agree/ });
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    fireEvent.submit(form);

    // No POST is answered here: one would fail the test.
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/Tick this box to agree before you send the form\./);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it("checks the fields itself, with the page's language, and sends nothing until they pass", async () => {
    await act(() => i18n.changeLanguage('ar'));
    try {
      renderAt(<ContactForm />, '/contact');
      const form = screen.getByRole<HTMLFormElement>('form', { name: 'أرسل لنا رسالة' });
      expect(form.noValidate).toBe(true);
      fireEvent.change(within(form).getByLabelText(/البريد الإلكتروني/), { target: { value: 'nadia@' } });
      fireEvent.submit(form);

      // No request is answered here: a request would fail the test.
      const name = within(form).getByLabelText(/الاسم الكامل/);
      expect(name).toHaveFocus();
      expect(name).toHaveAccessibleDescription('هذا الحقل مطلوب.');
      expect(within(form).getByLabelText(/البريد الإلكتروني/)).toHaveAccessibleDescription(
        'أدخل عنوان بريد إلكتروني صالحًا.',
      );
      expect(within(form).getByLabelText(/رقم الهاتف/)).not.toHaveAttribute('aria-invalid');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('sends the message without an empty phone and resets on success', async () => {
    const requests = answer('POST', '/api/contact', { status: 201, body: { success: true, id: 'c1' } });
    renderAt(<ContactForm />, '/contact');
    const form = fillContact();
    expect(within(form).getByLabelText(/Message/)).toHaveAttribute('rows', '6');
    fireEvent.submit(form);

    expect(await within(form).findByText(/Your message has been sent successfully/)).toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([
      {
        name: 'Nadia Elmagrahi',
        email: 'nadia@example.ly',
        subject: 'Fibre link',
        message: 'Please call me.',
        consent: true,
        website: '',
        startedAt: expect.any(Number),
        language: 'en',
      },
    ]);
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(form).getByLabelText(/Message/)).toHaveValue('');
  });

  it('sends the hidden honeypot as the form holds it, and when the form was shown, not when it was sent', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(SHOWN_AT);
    try {
      const requests = answer('POST', '/api/contact', { status: 201, body: { success: true, id: 'c1' } });
      renderAt(<ContactForm />, '/contact');
      now.mockReturnValue(SHOWN_AT + 40_000);
      const form = fillContact();
      expectHiddenHoneypot(form);
      fireEvent.submit(form);
      await within(form).findByText(/Your message has been sent successfully/);

      // A script that fills every input fills the honeypot too: it is sent as it is, for the service to judge.
      const answered = answer('POST', '/api/contact', { status: 201, body: { success: true, id: 'c2' } });
      fillContact();
      fireEvent.change(within(form).getByLabelText('Leave this field empty'), { target: { value: 'x' } });
      fireEvent.submit(form);
      await waitFor(() => expect(answered).toHaveLength(1));

      expect(requests[0]?.body).toMatchObject({ website: '', startedAt: SHOWN_AT });
      expect(answered[0]?.body).toMatchObject({ website: 'x', startedAt: SHOWN_AT });
    } finally {
      now.mockRestore();
    }
  });

  const PHONE_MESSAGE = 'Enter a phone number: digits, spaces and + - ( ), with at least six digits.';

  it('shows a phone the server refuses at the field only, without the banner', async () => {
    answer('POST', '/api/contact', {
      status: 400,
      body: validationEnvelope([{ field: 'phone', rule: 'isPhone' }]),
    });
    renderAt(<ContactForm />, '/contact');
    // Passes the browser's check (six digits), as a number the server's rule refuses would for an older page.
    const form = fillContact('+218 91 000 0000');
    fireEvent.submit(form);

    const phone = within(form).getByLabelText(/Phone number/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).queryByText(/There was an error sending your message/)).not.toBeInTheDocument();
  });

  it.each(['abc', '091 23'])(
    "checks the phone %j with the services' rule before sending, with their message",
    (typed) => {
      renderAt(<ContactForm />, '/contact');
      const form = fillContact(typed);
      fireEvent.submit(form);

      // No request is answered here: a request would fail the test.
      const phone = within(form).getByLabelText(/Phone number/);
      expect(phone).toHaveFocus();
      expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
      expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the failure message and keeps every field', async () => {
    answer('POST', '/api/contact', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<ContactForm />, '/contact');
    const form = fillContact('+218 91 000 0000');
    fireEvent.submit(form);

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again later.',
    );
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Nadia Elmagrahi');
    expect(within(form).getByLabelText(/Email address/)).toHaveValue('nadia@example.ly');
    expect(within(form).getByLabelText(/Phone number/)).toHaveValue('+218 91 000 0000');
    expect(within(form).getByLabelText(/Subject/)).toHaveValue('Fibre link');
    expect(within(form).getByLabelText(/Message/)).toHaveValue('Please call me.');
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('reports a lost connection as a failure too', async () => {
    unreachable('POST', '/api/contact');
    renderAt(<ContactForm />, '/contact');
    fireEvent.submit(fillContact());
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error sending your message.');
  });
});
