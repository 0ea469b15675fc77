import type { ValidationDetail } from '@madar/shared';
import { ApiError } from '@/lib/api-error';
import {
  failureFrom,
  formReducer,
  initialFormState,
  mapValidationDetails,
  type FormState,
} from './form-state';

const submitting: FormState = { status: 'submitting', fieldErrors: {}, formErrors: [] };
const isEmail: ValidationDetail = { field: 'email', rule: 'isEmail' };
const unknown: ValidationDetail = { field: 'foo', rule: 'unknownField' };

describe('form state machine', () => {
  it('goes idle -> submitting -> success', () => {
    const sending = formReducer(initialFormState, { type: 'submit' });
    expect(sending.status).toBe('submitting');
    expect(formReducer(sending, { type: 'succeed' })).toEqual({
      status: 'success',
      fieldErrors: {},
      formErrors: [],
    });
  });

  it('goes submitting -> error with the field and form problems, then back to submitting on retry', () => {
    const failed = formReducer(submitting, {
      type: 'fail',
      code: 'VALIDATION.FAILED',
      fieldErrors: { email: isEmail },
      formErrors: [unknown],
    });
    expect(failed).toEqual({
      status: 'error',
      errorCode: 'VALIDATION.FAILED',
      fieldErrors: { email: isEmail },
      formErrors: [unknown],
    });
    expect(formReducer(failed, { type: 'submit' })).toEqual(submitting);
  });

  it('ignores a second submit while one is in flight, and outcomes outside submitting', () => {
    expect(formReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(formReducer(initialFormState, { type: 'succeed' })).toBe(initialFormState);
    expect(formReducer(initialFormState, { type: 'fail' })).toBe(initialFormState);
  });

  it('allows a new submission after success and clears one field error when it is edited', () => {
    const success = formReducer(submitting, { type: 'succeed' });
    expect(formReducer(success, { type: 'submit' }).status).toBe('submitting');

    const name: ValidationDetail = { field: 'name', rule: 'isNotEmpty' };
    const failed = formReducer(submitting, { type: 'fail', fieldErrors: { email: isEmail, name } });
    expect(formReducer(failed, { type: 'clearField', field: 'email' }).fieldErrors).toEqual({ name });
    expect(formReducer(failed, { type: 'clearField', field: 'phone' })).toBe(failed);
    expect(formReducer(failed, { type: 'reset' })).toEqual(initialFormState);
  });

  it('turns an ApiError into a fail action, and anything else into a plain failure', () => {
    const goals: ValidationDetail = { field: 'goals', rule: 'isNotEmpty' };
    const error = new ApiError(400, 'VALIDATION.FAILED', 'bad', [goals]);
    expect(failureFrom(error, ['goals'])).toEqual({
      type: 'fail',
      code: 'VALIDATION.FAILED',
      fieldErrors: { goals },
      formErrors: [],
    });
    expect(failureFrom(undefined, ['goals'])).toEqual({ type: 'fail' });
  });
});

describe('mapValidationDetails', () => {
  const fields = ['companyName', 'email', 'projectType', 'title.ar'];

  it('maps each detail by its field and sends details naming no field to the form', () => {
    const companyName: ValidationDetail = { field: 'companyName', rule: 'isNotEmpty' };
    expect(mapValidationDetails([isEmail, companyName, unknown], fields)).toEqual({
      fieldErrors: { email: isEmail, companyName },
      formErrors: [unknown],
    });
  });

  it('keeps the most useful rule of a field: required, then format, then length', () => {
    const tooLong: ValidationDetail = { field: 'companyName', rule: 'maxLength', params: { max: 200 } };
    const notString: ValidationDetail = { field: 'companyName', rule: 'isString' };
    const empty: ValidationDetail = { field: 'companyName', rule: 'isNotEmpty' };
    expect(mapValidationDetails([tooLong, notString, empty], fields).fieldErrors).toEqual({
      companyName: empty,
    });
    expect(mapValidationDetails([tooLong, notString], fields).fieldErrors).toEqual({
      companyName: notString,
    });
    // Equal rank: the first reported stays.
    const choice: ValidationDetail = { field: 'projectType', rule: 'isIn', params: { values: ['a', 'b'] } };
    const text: ValidationDetail = { field: 'projectType', rule: 'isString' };
    expect(mapValidationDetails([choice, text], fields).fieldErrors).toEqual({ projectType: choice });
  });

  it('uses the full path where the form names nested inputs, else the first segment', () => {
    const titleAr: ValidationDetail = { field: 'title.ar', rule: 'maxLength', params: { max: 200 } };
    const titleEn: ValidationDetail = { field: 'title.en', rule: 'isNotEmpty' };
    const nestedEmail: ValidationDetail = { field: 'email.domain', rule: 'matches' };
    expect(mapValidationDetails([titleAr, titleEn, nestedEmail], fields)).toEqual({
      fieldErrors: { 'title.ar': titleAr, email: nestedEmail },
      formErrors: [titleEn],
    });
  });

  it('does not match a field by prefix only', () => {
    const other: ValidationDetail = { field: 'emailAddress', rule: 'isEmail' };
    expect(mapValidationDetails([other], fields).formErrors).toEqual([other]);
  });
});
