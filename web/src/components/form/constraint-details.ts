/**
 * The browser's own constraint checks (required, type="email", maxLength, pattern, min/max…) as the
 * same `{ field, rule, params }` details the server sends, so the site shows its own translated message
 * for them. Forms set `noValidate`: the browser still computes `validity` but never shows its bubbles,
 * which are in the browser's language, not the page's.
 */
import type { ValidationDetail } from '@madar/shared';
import { isAcceptedPhone } from './phone-rule';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * A phone field (type="tel") the services would refuse: the browser has no check of its own for it.
 * Length stays with maxLength, as on the server, so a too-long number gets the length message.
 */
const refusedPhone = (control: Control): boolean =>
  control instanceof HTMLInputElement &&
  control.type === 'tel' &&
  !control.validity.tooLong &&
  !isAcceptedPhone(control.value);

/** The rule a control breaks, in the server's vocabulary (see validation-messages.ts). */
function detailOf(control: Control): ValidationDetail | undefined {
  const { validity, name: field } = control;
  if (validity.valid) return refusedPhone(control) ? { field, rule: 'isPhone' } : undefined;
  if (validity.valueMissing) return { field, rule: 'isNotEmpty' };
  if (validity.typeMismatch) return { field, rule: control.type === 'email' ? 'isEmail' : 'invalid' };
  if (validity.patternMismatch) return { field, rule: 'matches' };
  if (validity.tooLong && 'maxLength' in control) {
    return { field, rule: 'maxLength', params: { max: control.maxLength } };
  }
  if (validity.tooShort && 'minLength' in control) {
    return { field, rule: 'minLength', params: { min: control.minLength } };
  }
  if (validity.rangeUnderflow && 'min' in control)
    return { field, rule: 'min', params: { min: control.min } };
  if (validity.rangeOverflow && 'max' in control) return { field, rule: 'max', params: { max: control.max } };
  return { field, rule: 'invalid' };
}

/** Every named control of the form that fails its constraints, in document order. */
export function constraintDetails(form: HTMLFormElement): { details: ValidationDetail[]; first?: Control } {
  const controls = Array.from(form.elements).filter(isControl);
  const invalid = controls.filter(
    (control) => control.name && control.willValidate && (!control.validity.valid || refusedPhone(control)),
  );
  return { details: invalid.flatMap((control) => detailOf(control) ?? []), first: invalid[0] };
}
