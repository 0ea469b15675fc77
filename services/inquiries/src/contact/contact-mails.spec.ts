import type { ContactMessage } from '@madar/shared';
import { readable, TEST_MAIL_SETTINGS } from '@madar/shared/mail';
import { contactMails } from './contact-mails';

const message: ContactMessage = {
  id: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'Nadia Elmagrahi',
  email: 'nadia@example.ly',
  subject: 'Site survey',
  message: 'Could you visit our office next week?',
  receivedAt: '2026-05-10T08:00:00.000Z',
  status: 'new',
  language: 'ar',
};

describe('contactMails', () => {
  it("links the team's notice to the message itself, open over the sender's messages", async () => {
    const [team, confirmation] = await contactMails(message, 'ar', TEST_MAIL_SETTINGS);
    expect(team).toMatchObject({ to: TEST_MAIL_SETTINGS.teams.contact_message, replyTo: message.email });
    expect(readable(team?.text)).toContain(
      `http://localhost:8080/admin/dashboard/messages?search=nadia%40example.ly&open=${message.id}`,
    );
    expect(confirmation).toMatchObject({ to: message.email });
    expect(readable(confirmation?.html)).toContain('lang="ar" dir="rtl"');
  });
});
