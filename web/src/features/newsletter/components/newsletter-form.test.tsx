import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('posts the email, thanks the visitor and clears the field', async () => {
    const fetchMock = mockFetch({ status: 201, body: { success: true, subscribed: true } });
    renderAt(<NewsletterForm />);
    const user = userEvent.setup();

    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'reader@company.ly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(/you're subscribed/)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'reader@company.ly' }) }),
    );
  });

  it('is required and typed as an email so the browser checks it first', () => {
    renderAt(<NewsletterForm />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
  });

  it('shows a failure message and keeps the email when the request fails', async () => {
    mockFetch({ status: 500, body: envelope(500, 'SERVER.INTERNAL', 'Internal server error') });
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
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderAt(<NewsletterForm />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'reader@company.ly');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();

    answer({ ok: true, status: 201, statusText: 'Created', text: () => Promise.resolve('{}') } as Response);
    expect(await screen.findByText(/you're subscribed/)).toBeInTheDocument();
  });
});
