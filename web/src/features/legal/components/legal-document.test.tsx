import { act, screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { answer } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { PrivacyPolicy } from './legal-document';

/** Periods unlike the defaults, so the page can only have them from the services. */
function servicesSay() {
  answer('GET', '/api/inquiries/retention', { status: 200, body: { briefsDays: 365, messagesDays: 90 } });
  answer('GET', '/api/recruitment/retention', { status: 200, body: { applicationsDays: 180 } });
}

const retentionSection = () => screen.getByRole('region', { name: /How long we keep|مدة الاحتفاظ/ });

describe('PrivacyPolicy', () => {
  it('states the retention periods the services publish', async () => {
    servicesSay();
    renderAt(<PrivacyPolicy />, '/privacy-policy');

    const section = retentionSection();
    expect(await within(section).findByText('Client briefs: 1 year after you send it.')).toBeInTheDocument();
    expect(within(section).getByText('Contact messages: 3 months after you send it.')).toBeInTheDocument();
    expect(
      within(section).getByText('Job applications and their resumes: 6 months after you send it.'),
    ).toBeInTheDocument();
  });

  it('states them in Arabic too', async () => {
    await act(() => i18n.changeLanguage('ar'));
    servicesSay();
    renderAt(<PrivacyPolicy />, '/ar/privacy-policy');

    const section = retentionSection();
    expect(await within(section).findByText('ملخصات المشروعات: سنة من إرسالها.')).toBeInTheDocument();
    expect(within(section).getByText('رسائل التواصل: 3 أشهر من إرسالها.')).toBeInTheDocument();
    expect(within(section).getByText('طلبات التوظيف والسير الذاتية: 6 أشهر من إرسالها.')).toBeInTheDocument();
  });

  it('says a period of 0 keeps the records until the person asks for their deletion', async () => {
    answer('GET', '/api/inquiries/retention', { status: 200, body: { briefsDays: 0, messagesDays: 730 } });
    answer('GET', '/api/recruitment/retention', { status: 200, body: { applicationsDays: 365 } });
    renderAt(<PrivacyPolicy />, '/privacy-policy');

    expect(
      await within(retentionSection()).findByText('Client briefs: until you ask us to delete it.'),
    ).toBeInTheDocument();
    expect(
      within(retentionSection()).getByText('Contact messages: 2 years after you send it.'),
    ).toBeInTheDocument();
  });
});
