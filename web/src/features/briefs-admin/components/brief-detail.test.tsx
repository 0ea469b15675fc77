import type { ClientBrief, Page } from '@madar/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/lib/i18n';
import { serveLead, serveStaff } from '@/components/admin/follow-up/follow-up.test-support';
import { answer, answerLater } from '@/testing/api-server';
import { SaveNoticeProvider } from '@/components/admin/save-notice';
import { renderAt } from '@/testing/render';
import { BriefsPage } from './briefs-page';

const brief = {
  id: 'b1',
  companyName: 'Sahara Star',
  industry: 'Logistics',
  contactName: 'Huda',
  email: 'huda@example.ly',
  phone: '+218 91 111 2222',
  projectType: 'networking',
  description: 'Link three sites',
  goals: 'One inventory',
  status: 'new',
  submittedAt: '2026-11-20T10:30:00Z',
} as ClientBrief;
const page: Page<ClientBrief> = { items: [brief], total: 1, page: 1, pageSize: 20 };

/** The brief's modal, opened from its row. */
async function openDetail(shown: ClientBrief = brief) {
  answer('GET', '/api/briefs', { status: 200, body: { ...page, items: [shown] } });
  serveStaff();
  serveLead('/briefs', shown);
  const user = userEvent.setup();
  renderAt(
    <SaveNoticeProvider>
      <BriefsPage />
    </SaveNoticeProvider>,
  );
  const view = i18n.t('admin:briefs.viewOf', { name: 'Sahara Star' });
  await user.click(await screen.findByRole('button', { name: view }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('BriefDetail', () => {
  it('keeps the phone and the email left-to-right inside Arabic text, as links that dial and write', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { dialog } = await openDetail();
    const phone = within(dialog).getByRole('link', { name: '+218 91 111 2222' });
    const email = within(dialog).getByRole('link', { name: 'huda@example.ly' });
    // Isolated with its own direction: the Arabic line around it cannot reverse its parts.
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('href', 'tel:+218911112222');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAttribute('href', 'mailto:huda@example.ly');
  });

  it('shows the budget with its range, in the words of the brief form', async () => {
    const { dialog } = await openDetail({ ...brief, budget: 'medium' });
    const budget = within(dialog).getByText('Budget').closest('div');
    expect(budget).toHaveTextContent(i18n.t('brief:budgets.medium'));
    expect(budget).toHaveTextContent('Medium ($10,000 - $50,000)');
  });

  it('shows when the consent was given and to which text', async () => {
    const consented = { ...brief, consentGivenAt: '2026-11-20T10:30:00Z', consentVersion: '2026-11' };
    const { dialog } = await openDetail(consented);
    const line = within(dialog).getByText('Consent', { selector: 'dt' }).closest('div');
    expect(line).toHaveTextContent(/^ConsentConsent given .*2026.* \(text 2026-11\)$/);
  });

  it('shows the consent line in Arabic, and that none was recorded for a brief sent without one', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { dialog } = await openDetail(brief);
    expect(within(dialog).getByText('الموافقة', { selector: 'dt' }).closest('div')).toHaveTextContent(
      'غير مسجلة (أُرسل قبل أن يطلبها النموذج)',
    );
  });

  it('keeps focus on the status while it saves and after, and Escape still closes the modal', async () => {
    const release = answerLater('PATCH', '/api/briefs/b1/status', {
      status: 200,
      body: { ...brief, status: 'completed' },
    });
    const { user, dialog } = await openDetail();
    const select = within(dialog).getByRole('combobox', { name: 'Status of Sahara Star' });
    await user.selectOptions(select, 'completed');
    // Saving: marked busy but not disabled, since a disabled select drops focus to the page body.
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    release();
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    expect(select).toHaveDisplayValue('Completed');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(select).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View the brief of Sahara Star' })).toHaveFocus();
  });
});
