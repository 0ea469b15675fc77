import type { JobApplication } from '@madar/shared';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { serveAnyLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { answerLater } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ApplicationDetail } from './application-detail';

const application: Lead<JobApplication> = {
  id: 'a1',
  jobId: null,
  name: 'Salma',
  email: 'salma@example.com',
  phone: '+218 91 111 2222',
  position: 'Network engineer',
  experience: 'Five years',
  education: 'BSc',
  resumeUrl: '/api/applications/a1/resume',
  resumeName: 'salma.pdf',
  status: 'new',
  submittedAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
};

// The detail reads the application's follow-up and the staff directory (the assignee picker).
beforeEach(() => {
  serveStaff();
  serveAnyLead('/applications');
});

describe('ApplicationDetail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps focus on the download button while the resume downloads, and Escape still closes', async () => {
    const release = answerLater('GET', '/api/applications/a1/resume', {
      status: 200,
      raw: '%PDF-1.4\n%%EOF',
      headers: { 'Content-Type': 'application/pdf' },
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:resume'), revokeObjectURL: jest.fn() });
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderAt(
      <ApplicationDetail
        application={application}
        position="Open application"
        statusControl={null}
        onClose={onClose}
        onAssigned={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download resume' }));
    const button = screen.getByRole('button', { name: 'Downloading…' });
    // Busy but not disabled: a disabled button would drop focus to the page body.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    release();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Download resume' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

/** What a visitor typed, shown in the admin of the other language: each piece keeps its own direction. */
describe('ApplicationDetail with text typed in the other script', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  const show = (typed: Lead<JobApplication>) =>
    renderAt(
      <ApplicationDetail
        application={typed}
        position={typed.position}
        statusControl={null}
        onClose={() => {}}
        onAssigned={() => {}}
      />,
    );

  /**
   * The element holding the text (each place it is shown: the title names the applicant too) sets its
   * direction from the text itself, never from the page.
   */
  const isolated = (text: string) => {
    const elements = screen.getAllByText(text);
    for (const element of elements) {
      expect(element).toHaveAttribute('dir', 'auto');
      expect(['BDI', 'DIV']).toContain(element.tagName);
    }
    return elements[elements.length - 1] as HTMLElement;
  };

  it('lays out Arabic text by its own direction in the English admin', () => {
    show({
      ...application,
      name: 'سلمى الورفلي',
      position: 'مهندسة شبكات',
      experience: 'هاتف 091-2345678',
      coverLetter: 'توفر 99.9% وتقليل التكاليف 20%',
      phone: '091 234 5678',
    });
    for (const text of ['سلمى الورفلي', 'مهندسة شبكات']) expect(isolated(text).tagName).toBe('BDI');
    // Blocks: each paragraph takes its direction from its own first letter (unicode-bidi: plaintext).
    expect(isolated('هاتف 091-2345678')).toHaveClass('user-text-block');
    expect(isolated('توفر 99.9% وتقليل التكاليف 20%')).toHaveClass('user-text-block');
    // The dialog's title names the applicant inside the sentence, isolated there too.
    expect(screen.getByRole('dialog', { name: 'Application from سلمى الورفلي' })).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: '091 234 5678' });
    expect(phone).toHaveAttribute('href', 'tel:0912345678');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('lays out English text by its own direction in the Arabic admin', async () => {
    await act(() => i18n.changeLanguage('ar'));
    show({ ...application, name: 'Salma Ben Ali', coverLetter: 'I can start next month.' });
    expect(isolated('Salma Ben Ali').tagName).toBe('BDI');
    expect(isolated('I can start next month.')).toHaveClass('user-text-block');
    const email = screen.getByRole('link', { name: 'salma@example.com' });
    expect(email).toHaveAttribute('href', 'mailto:salma@example.com');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: '+218 91 111 2222' })).toHaveAttribute(
      'href',
      'tel:+218911112222',
    );
  });
});
