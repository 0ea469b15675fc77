import { fireEvent, screen, within } from '@testing-library/react';
import { answer, validationEnvelope } from '@/testing/api-server';
import { renderAt } from '@/testing/render';
import { expectHiddenHoneypot, SHOWN_AT } from '@/components/form/honeypot-field.test-support';
import { toBriefInput, EMPTY_BRIEF } from './brief-values';
import { ClientBriefForm } from './client-brief-form';

const FILLED: [RegExp, string][] = [
  [/Company name/, 'Sahara Star Logistics'],
  [/Industry/, 'Logistics'],
  [/Contact person/, 'Khaled Al-Mabrouk'],
  [/Email address/, 'k@example.ly'],
  [/Phone number/, '+218 91 234 5678'],
  [/Project type/, 'networking'],
  [/Project description/, 'Link three warehouses'],
  [/Current challenges/, 'Slow links'],
  [/Project goals/, 'One network'],
  [/Expected timeline/, 'short'],
  [/Estimated budget/, 'medium'],
  [/Additional information/, 'Site visits on Sundays'],
];

function fillBrief() {
  const form = screen.getByRole('form', { name: 'Project brief' });
  for (const [label, value] of FILLED)
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByRole('checkbox', { name: /I agree/ }));
  return form;
}

describe('ClientBriefForm', () => {
  it('marks the spec §5 fields required and offers the seven project types', () => {
    renderAt(<ClientBriefForm />, '/client-brief');
    const required = [
      'Company name',
      'Industry',
      'Contact person',
      'Email address',
      'Project type',
      'Project description',
      'Project goals',
    ];
    for (const label of required) expect(screen.getByLabelText(new RegExp(label))).toBeRequired();
    for (const label of [
      'Phone number',
      'Current challenges',
      'Expected timeline',
      'Estimated budget',
      'Additional information',
    ]) {
      expect(screen.getByLabelText(new RegExp(label))).not.toBeRequired();
    }
    const types = within(screen.getByLabelText(/Project type/)).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual([
      'Select a project type',
      'IT Infrastructure',
      'Telecommunications',
      'Networking',
      'Security Systems',
      'Software Development',
      'IT Consulting',
      'Other',
    ]);
    expect(
      within(screen.getByLabelText(/Expected timeline/)).getByRole('option', {
        name: 'Urgent (less than 1 month)',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByLabelText(/Estimated budget/)).getByRole('option', {
        name: 'Enterprise ($100,000+)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Project description/)).toHaveAttribute('rows', '4');
  });

  it('posts the brief, disables the button while sending, then resets every field on success', async () => {
    const requests = answer('POST', '/api/briefs', { status: 201, body: { success: true, id: 'b1' } });
    renderAt(<ClientBriefForm />, '/client-brief');
    const form = fillBrief();
    fireEvent.submit(form);

    expect(within(form).getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    const success = await within(form).findByText(
      'Thank you! Your project brief has been submitted successfully. We will contact you shortly.',
    );
    expect(success.closest('[role="status"]')).not.toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({
      companyName: 'Sahara Star Logistics',
      projectType: 'networking',
      timeline: 'short',
    });
    for (const [label] of FILLED) expect(within(form).getByLabelText(label)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Submit Brief' })).toBeEnabled();
  });

  it('sends the hidden honeypot empty, and when the form was shown, not when it was sent', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(SHOWN_AT);
    try {
      const requests = answer('POST', '/api/briefs', { status: 201, body: { success: true, id: 'b1' } });
      renderAt(<ClientBriefForm />, '/client-brief');
      now.mockReturnValue(SHOWN_AT + 90_000);
      const form = fillBrief();
      expectHiddenHoneypot(form);
      fireEvent.submit(form);
      await within(form).findByText(/Your project brief has been submitted successfully/);

      expect(requests[0]?.body).toMatchObject({ website: '', startedAt: SHOWN_AT });
    } finally {
      now.mockRestore();
    }
  });

  it('keeps the fields and shows the server messages beside their fields on a 400', async () => {
    answer('POST', '/api/briefs', {
      status: 400,
      body: validationEnvelope([
        { field: 'email', rule: 'isEmail' },
        { field: 'extra', rule: 'unknownField' },
      ]),
    });
    renderAt(<ClientBriefForm />, '/client-brief');
    const form = fillBrief();
    fireEvent.submit(form);

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'There was an error submitting your project brief. Please try again later.',
    );
    expect(alert).toHaveTextContent('The form sent a field the server does not accept: extra.');
    const email = within(form).getByLabelText(/Email address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).toHaveFocus();
    expect(within(form).getByLabelText(/Company name/)).toHaveValue('Sahara Star Logistics');

    fireEvent.change(email, { target: { value: 'k@example.com' } });
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

describe('toBriefInput', () => {
  it('trims the text and leaves out empty optional fields', () => {
    const input = toBriefInput({ ...EMPTY_BRIEF, companyName: ' Acme ', projectType: 'other', goals: 'g' });
    expect(input).toEqual({
      companyName: 'Acme',
      industry: '',
      contactName: '',
      email: '',
      projectType: 'other',
      description: '',
      goals: 'g',
    });
  });
});
