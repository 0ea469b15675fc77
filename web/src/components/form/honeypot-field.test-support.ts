/** What every public form's test checks of its honeypot (see honeypot-field.tsx). */
import { SPAM_TRAP_FIELDS } from '@madar/shared';
import { within } from '@testing-library/react';

/** A time the tests show a form at (Date.now mocked), to tell it from the time it is sent. */
export const SHOWN_AT = Date.parse('2026-03-02T10:00:00.000Z');

/** The form holds one honeypot: labelled, empty, off-screen, out of the tab order and of the accessibility tree. */
export function expectHiddenHoneypot(form: HTMLElement): void {
  const honeypot = within(form).getByLabelText('Leave this field empty');
  expect(honeypot).toHaveAttribute('name', SPAM_TRAP_FIELDS.honeypot);
  expect(honeypot).toHaveValue('');
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot.closest('.honeypot-field')).toHaveAttribute('aria-hidden', 'true');
  expect(within(form).queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
}
