import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answer, envelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { SaveNoticeProvider } from '../save-notice';
import { mail, note, serveLead } from './follow-up.test-support';
import { LeadFollowUp } from './lead-follow-up';

const message = {
  id: 'm1',
  name: 'Huda',
  email: 'huda@example.ly',
  subject: 'Fibre for our office',
  message: 'Hello',
  receivedAt: '2026-11-20T10:30:00Z',
  language: 'en' as const,
};

function renderFollowUp(language: 'en' | 'ar' = 'en') {
  const user = userEvent.setup();
  renderAt(
    <SaveNoticeProvider>
      <LeadFollowUp
        kind="contact_message"
        id="m1"
        to="huda@example.ly"
        language={language}
        subjectValues={{ subject: message.subject }}
      />
    </SaveNoticeProvider>,
  );
  return user;
}

describe('LeadFollowUp', () => {
  it('lists the notes with author and time, and a new note (Ctrl+Enter) appears without a reload', async () => {
    const gets = serveLead('/contact', message, { notes: [note('n1', 'Called her back', 'Omar Owner')] });
    const posts = answer('POST', '/api/contact/m1/notes', {
      status: 201,
      body: note('n2', 'Quote sent on Monday', 'Salma Ben Ali'),
    });
    const user = renderFollowUp();
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(notes).getByText('Called her back')).toBeInTheDocument();
    expect(within(notes).getByText('Omar Owner')).toHaveAttribute('dir', 'auto');
    // 08:00 UTC is 10:00 in Tripoli.
    expect(within(notes).getByText('21 Nov 2026, 10:00')).toBeInTheDocument();

    const box = within(notes).getByRole('textbox', { name: 'New note' });
    expect(box).toHaveAttribute('maxLength', '5000');
    await user.type(box, 'Quote sent on Monday');
    expect(within(notes).getByText('20 / 5000')).toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await within(notes).findByText('Quote sent on Monday')).toBeInTheDocument();
    expect(posts.map((request) => request.body)).toEqual([{ text: 'Quote sent on Monday' }]);
    expect(within(notes).getByText('Salma Ben Ali')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(gets).toHaveLength(1);
  });

  it('sends a reply with the subject prefilled in the sender’s language, and the thread shows it queued', async () => {
    serveLead('/contact', { ...message, language: 'ar' }, { thread: [mail('x1')] });
    const posts = answer('POST', '/api/contact/m1/replies', {
      status: 202,
      body: mail('x2', {
        purpose: 'reply',
        subject: 'رد: Fibre for our office',
        state: 'queued',
        sentAt: undefined,
        text: 'Thank you, we will call you.',
        sentBy: { id: 'u-me', name: 'Salma Ben Ali' },
      }),
    });
    const user = renderFollowUp('ar');
    const reply = await screen.findByRole('region', { name: 'Reply by email' });
    const subject = within(reply).getByRole('textbox', { name: 'Subject' });
    // The panel is in English; the sender wrote from the Arabic site, so the reply starts in Arabic.
    expect(subject).toHaveValue('رد: Fibre for our office');
    expect(within(reply).getByText('The sender used the site in Arabic.')).toBeInTheDocument();
    await user.type(within(reply).getByRole('textbox', { name: 'Message' }), 'Thank you, we will call you.');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));

    const thread = screen.getByRole('region', { name: 'Emails' });
    const queued = (await within(thread).findByText('Thank you, we will call you.')).closest('li');
    expect(posts.map((request) => request.body)).toEqual([
      { subject: 'رد: Fibre for our office', body: 'Thank you, we will call you.' },
    ]);
    expect(within(queued as HTMLElement).getByText('Queued')).toBeInTheDocument();
    expect(within(queued as HTMLElement).getByText('Reply')).toBeInTheDocument();
    expect(within(queued as HTMLElement).getByText('Salma Ben Ali')).toBeInTheDocument();
    // A queued mail is on its way: nothing to resend yet.
    expect(within(queued as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(reply).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('resends a failed mail after a confirmation, and shows it queued again', async () => {
    serveLead('/contact', message, {
      thread: [
        mail('x1', { state: 'failed', lastError: '550 mailbox unavailable', attempts: 9, sentAt: undefined }),
      ],
    });
    const resends = answer('POST', '/api/contact/m1/mails/x1/resend', {
      status: 202,
      body: mail('x1', {
        state: 'queued',
        lastError: '550 mailbox unavailable',
        attempts: 9,
        sentAt: undefined,
      }),
    });
    const user = renderFollowUp();
    const thread = await screen.findByRole('region', { name: 'Emails' });
    expect(within(thread).getByText('Failed')).toBeInTheDocument();
    expect(within(thread).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(thread).getByText('Confirmation to the sender')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Resend “⁨We received your message⁩”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send this email again?' });
    expect(dialog).toHaveTextContent('will be sent to ⁨huda@example.ly⁩ again');
    expect(resends).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await within(thread).findByText('Queued')).toBeInTheDocument();
    expect(resends).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(thread).getByRole('listitem')).toHaveFocus());
  });

  it('says what went wrong in words, by the code the service answered', async () => {
    serveLead('/contact', message);
    answer('POST', '/api/contact/m1/notes', {
      status: 404,
      body: envelope(404, 'CONTACT.NOT_FOUND', 'Contact message not found'),
    });
    const user = renderFollowUp();
    const box = await screen.findByRole('textbox', { name: 'New note' });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the note first.');
    await user.type(box, 'Too late');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This record no longer exists: someone may have deleted it.',
    );
    expect(box).toHaveValue('Too late');
  });

  it('reads right to left with Arabic labels in the Arabic panel', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveLead('/contact', message, { thread: [mail('x1')] });
    renderFollowUp();
    expect(await screen.findByRole('region', { name: 'ملاحظات داخلية' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('region', { name: 'الرد بالبريد الإلكتروني' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرد' })).toBeInTheDocument();
    expect(screen.getByText('أُرسلت', { selector: '.follow-up-thread__state' })).toBeInTheDocument();
    // An English sender: the reply starts in English whatever the panel's language.
    expect(screen.getByRole('textbox', { name: 'الموضوع' })).toHaveValue('Re: Fibre for our office');
    // The address keeps its own left-to-right order inside the Arabic line.
    expect(screen.getAllByText('huda@example.ly')[0]).toHaveAttribute('dir', 'ltr');
  });
});
