import type { Job } from '@madar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { installFakeXhr, lastXhr } from '@/testing/fake-xhr';
import { answer, envelope, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { expectHiddenHoneypot, SHOWN_AT } from '@/components/form/honeypot-field.test-support';
import { FALLBACK_JOBS } from '../data/fallback-jobs';
import { CareersApply, JOB_SCROLL_DELAY_MS } from './careers-apply';

const job = (id: string, en: string, ar: string): Job => ({
  ...(FALLBACK_JOBS[0] as Job),
  id,
  title: { en, ar },
});
const jobs = [
  job('network-engineer', 'Network Engineer', 'مهندس شبكات'),
  job('developer', 'Developer', 'مطوّر'),
];

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });

async function renderWithJobs() {
  answer('GET', '/api/jobs', { status: 200, body: jobs });
  renderAt(<CareersApply />, '/careers');
  const card = await screen.findByRole('article', { name: 'Network Engineer' });
  // The consent paragraph's period is in: no request is left for a test's fake timers to hold.
  await screen.findByText(/for 1 year after you send them/);
  return card;
}

function fillApplication() {
  const form = screen.getByRole('form', { name: 'Apply now' });
  const fill = (label: string | RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill(/Full name/, 'Amal Ben Ali');
  fill(/Email address/, 'amal@example.ly');
  fill(/Work experience/, 'Five years');
  fill(/Education/, 'BSc');
  fireEvent.change(within(form).getByLabelText(/Resume/), { target: { files: [pdf()] } });
  fireEvent.click(within(form).getByRole('checkbox', { name: /I agree/ }));
  return form;
}

describe('CareersApply', () => {
  let scrollIntoView: jest.Mock;
  let restoreXhr: () => void;
  // jsdom has no scrollIntoView; the mock is removed again after each test.
  const originalScrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    restoreXhr = installFakeXhr();
  });

  afterEach(() => {
    jest.useRealTimers();
    restoreXhr();
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it('opening details pre-fills the position, scrolls to the form after 100 ms and focuses it; again collapses', async () => {
    const card = await renderWithJobs();
    jest.useFakeTimers();
    const toggle = within(card).getByRole('button', { name: 'View details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    expect(screen.getByLabelText(/Position/)).toHaveValue('Network Engineer');
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(JOB_SCROLL_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(JOB_SCROLL_DELAY_MS).toBe(100);
    // Focus moved to the form's section, so the next Tab reaches its fields rather than the card.
    const section = screen.getByLabelText(/Position/).closest('section');
    expect(section).toHaveAttribute('id', 'apply');
    expect(document.activeElement).toBe(section);

    fireEvent.click(within(card).getByRole('button', { name: 'Hide details' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('heading', { name: 'Responsibilities' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('shows the error and the built-in sample listings when the jobs cannot be loaded', async () => {
    answer('GET', '/api/jobs', {
      status: 500,
      body: envelope(500, 'SERVER.INTERNAL', 'Internal server error'),
    });
    renderAt(<CareersApply />, '/careers');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load job listings. Please try again later.',
    );
    for (const sample of FALLBACK_JOBS) {
      expect(screen.getByRole('article', { name: sample.title.en })).toBeInTheDocument();
    }
  });

  it('shows the no-positions message with the careers mailbox when there are no jobs', async () => {
    answer('GET', '/api/jobs', { status: 200, body: [] });
    renderAt(<CareersApply />, '/careers');
    expect(await screen.findByText('No open positions right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'careers@madar-tech.example' })).toHaveAttribute(
      'href',
      'mailto:careers@madar-tech.example',
    );
  });

  it('sends the jobId of the selected job, shows progress, then resets but keeps the position', async () => {
    const card = await renderWithJobs();
    fireEvent.click(within(card).getByRole('button', { name: 'View details' }));
    const form = fillApplication();
    fireEvent.submit(form);

    const button = within(form).getByRole('button', { name: 'Submitting…' });
    expect(button).toBeDisabled();
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/applications');
    expect(xhr.fields()).toEqual({
      name: 'Amal Ben Ali',
      email: 'amal@example.ly',
      position: 'Network Engineer',
      experience: 'Five years',
      education: 'BSc',
      jobId: 'network-engineer',
      // The box the visitor ticked, as multipart text.
      consent: 'true',
      website: '',
      startedAt: expect.stringMatching(/^\d+$/),
      // The page's language: the applicant's confirmation mail is written in it.
      language: 'en',
      resume: 'cv.pdf',
    });
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    act(() => xhr.respond(201, { success: true, id: 'app-1' }));
    expect(
      await within(form).findByText(/We will contact you if your qualifications match/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(form).getByLabelText(/Work experience/)).toHaveValue('');
    expect(within(form).getByLabelText(/Position/)).toHaveValue('Network Engineer');
    // The upload is over: the bar goes, the confirmation says the application arrived.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the hidden honeypot empty, and when the form was shown, not when it was sent', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(SHOWN_AT);
    try {
      const card = await renderWithJobs();
      now.mockReturnValue(SHOWN_AT + 120_000);
      fireEvent.click(within(card).getByRole('button', { name: 'View details' }));
      const form = fillApplication();
      expectHiddenHoneypot(form);
      fireEvent.submit(form);

      expect(lastXhr().fields()).toMatchObject({ website: '', startedAt: String(SHOWN_AT) });
      act(() => lastXhr().respond(201, { success: true, id: 'app-1' }));
      await within(form).findByText(/We will contact you if your qualifications match/);
    } finally {
      now.mockRestore();
    }
  });

  it('sends no jobId for a general application, and keeps the fields on failure', async () => {
    await renderWithJobs();
    const form = fillApplication();
    fireEvent.change(within(form).getByLabelText(/Position/), { target: { value: 'Anything' } });
    fireEvent.submit(form);
    expect(lastXhr().fields()).not.toHaveProperty('jobId');
    act(() => lastXhr().respond(500, envelope(500, 'SERVER.INTERNAL', 'Internal server error')));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There was an error submitting your application. Please try again later.',
    );
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Amal Ben Ali');
    expect(within(form).getByLabelText(/Position/)).toHaveValue('Anything');
  });

  it("draws the file button and the form's messages in the page's language, sending nothing invalid", async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/jobs', { status: 200, body: jobs });
    renderAt(<CareersApply />, '/careers');
    await screen.findByRole('article', { name: 'مهندس شبكات' });
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'قدّم الآن' });
    expect(form.noValidate).toBe(true);
    const resume = within(form).getByLabelText(/السيرة الذاتية/);
    expect(resume).toHaveAttribute('type', 'file');
    expect(resume).toHaveClass('visually-hidden');
    expect(within(form).getByText('اختر ملفًا')).toHaveAttribute('for', resume.id);
    expect(resume).toHaveAccessibleDescription(/^لم يُختر أي ملف/);

    fireEvent.submit(form);
    expect(() => lastXhr()).toThrow();
    const name = within(form).getByLabelText(/الاسم الكامل/);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    expect(resume).toHaveAccessibleDescription(/يرجى إرفاق سيرتك الذاتية\.$/);

    fireEvent.change(resume, { target: { files: [pdf()] } });
    expect(resume).toHaveAccessibleDescription(/^cv\.pdf/);
  });

  it('refuses a wrong type or a file over 5 MB before sending', async () => {
    await renderWithJobs();
    const form = screen.getByRole('form', { name: 'Apply now' });
    const input = within(form).getByLabelText(/Resume/);

    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(within(form).getByText('The resume must be a PDF or Word (DOC, DOCX) file.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(form).getByText('The resume must not be larger than 5MB.')).toBeInTheDocument();

    fireEvent.submit(form);
    expect(() => lastXhr()).toThrow();
  });

  it('shows the server resume codes and validation messages beside their fields', async () => {
    await renderWithJobs();
    const form = fillApplication();
    fireEvent.change(within(form).getByLabelText(/Position/), { target: { value: 'Anything' } });
    fireEvent.submit(form);
    act(() =>
      lastXhr().respond(
        415,
        envelope(415, 'APPLICATION.RESUME_TYPE', 'The resume must be a PDF or Word file'),
      ),
    );
    expect(
      await within(form).findByText('The resume must be a PDF or Word (DOC, DOCX) file.'),
    ).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(/Resume/), { target: { files: [pdf()] } });
    fireEvent.submit(form);
    act(() => lastXhr().respond(400, validationEnvelope([{ field: 'email', rule: 'isEmail' }])));
    const email = within(form).getByLabelText(/Email address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('shows why the server refused the file for its content (422), in English and Arabic', async () => {
    await renderWithJobs();
    const form = fillApplication();
    fireEvent.change(within(form).getByLabelText(/Position/), { target: { value: 'Anything' } });
    fireEvent.submit(form);
    const refusal = (rule: string) => ({
      ...envelope(422, 'UPLOAD.UNSAFE_FILE', 'The document contains macros'),
      details: [{ field: 'resume', rule }],
    });
    act(() => lastXhr().respond(422, refusal('macros')));
    const message = await within(form).findByText(/The document contains macros, which we cannot accept/);
    expect(message).toHaveAttribute('id', expect.stringMatching(/-error$/));
    expect(within(form).getByLabelText(/Resume/)).toHaveAttribute('aria-invalid', 'true');

    await act(() => i18n.changeLanguage('ar'));
    expect(within(form).getByText(/يحتوي المستند على وحدات ماكرو/)).toBeInTheDocument();
  });

  it('pre-fills the Arabic title when the site is in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    answer('GET', '/api/jobs', { status: 200, body: jobs });
    renderAt(<CareersApply />, '/careers');
    const card = await screen.findByRole('article', { name: 'مهندس شبكات' });
    fireEvent.click(within(card).getByRole('button', { name: 'عرض التفاصيل' }));
    expect(screen.getByLabelText(/الوظيفة/)).toHaveValue('مهندس شبكات');
  });
});
