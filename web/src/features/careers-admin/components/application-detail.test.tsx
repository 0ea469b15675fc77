import type { JobApplication } from '@madar/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerLater } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { ApplicationDetail } from './application-detail';

const application: JobApplication = {
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
};

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
