import i18n from '@/lib/i18n';
import { ApiError } from '@/lib/api-error';
import { failureFrom, formReducer, initialFormState, mapServerMessages, type FormState } from './form-state';
import { translateServerMessage } from './server-message';

const submitting: FormState = { status: 'submitting', fieldErrors: {}, formErrors: [] };

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

  it('goes submitting -> error with the field and form messages, then back to submitting on retry', () => {
    const failed = formReducer(submitting, {
      type: 'fail',
      code: 'VALIDATION.FAILED',
      fieldErrors: { email: 'email must be an email' },
      formErrors: ['property foo should not exist'],
    });
    expect(failed).toEqual({
      status: 'error',
      errorCode: 'VALIDATION.FAILED',
      fieldErrors: { email: 'email must be an email' },
      formErrors: ['property foo should not exist'],
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

    const failed = formReducer(submitting, { type: 'fail', fieldErrors: { email: 'x', name: 'y' } });
    expect(formReducer(failed, { type: 'clearField', field: 'email' }).fieldErrors).toEqual({ name: 'y' });
    expect(formReducer(failed, { type: 'clearField', field: 'phone' })).toBe(failed);
    expect(formReducer(failed, { type: 'reset' })).toEqual(initialFormState);
  });

  it('turns an ApiError into a fail action, and anything else into a plain failure', () => {
    const error = new ApiError(400, 'VALIDATION.FAILED', 'bad', ['goals should not be empty']);
    expect(failureFrom(error, ['goals'])).toEqual({
      type: 'fail',
      code: 'VALIDATION.FAILED',
      fieldErrors: { goals: 'goals should not be empty' },
      formErrors: [],
    });
    expect(failureFrom(undefined, ['goals'])).toEqual({ type: 'fail' });
  });
});

describe('mapServerMessages', () => {
  const fields = ['companyName', 'email', 'projectType'];

  it('maps each message by its leading property name and sends unknown ones to the form', () => {
    expect(
      mapServerMessages(
        [
          'email must be an email',
          'companyName should not be empty',
          'property extra should not exist',
          'weird',
        ],
        fields,
      ),
    ).toEqual({
      fieldErrors: { email: 'email must be an email', companyName: 'companyName should not be empty' },
      formErrors: ['property extra should not exist', 'weird'],
    });
  });

  it('keeps "should not be empty" over the length and type complaints for the same field', () => {
    const { fieldErrors } = mapServerMessages(
      [
        'companyName must be shorter than or equal to 200 characters',
        'companyName should not be empty',
        'companyName must be a string',
      ],
      fields,
    );
    expect(fieldErrors).toEqual({ companyName: 'companyName should not be empty' });
  });

  it('does not match a field by prefix only', () => {
    expect(mapServerMessages(['emailAddress must be an email'], fields).formErrors).toEqual([
      'emailAddress must be an email',
    ]);
  });
});

describe('translateServerMessage', () => {
  const t = i18n.t.bind(i18n);

  it('gives known constraints the site wording in the current language', async () => {
    expect(translateServerMessage('email must be an email', t)).toBe('Enter a valid email address.');
    expect(translateServerMessage('email must be a valid email address', t)).toBe(
      'Enter a valid email address.',
    );
    expect(translateServerMessage('name should not be empty', t)).toBe('This field is required.');
    expect(translateServerMessage('name must be shorter than or equal to 200 characters', t)).toBe(
      'Use at most 200 characters.',
    );
    expect(translateServerMessage('projectType must be one of the following values: a, b', t)).toBe(
      'Choose one of the listed options.',
    );
    await i18n.changeLanguage('ar');
    expect(translateServerMessage('name should not be empty', t)).toBe('هذا الحقل مطلوب.');
  });

  it('shows an unknown message as the server sent it', () => {
    expect(translateServerMessage('property extra should not exist', t)).toBe(
      'property extra should not exist',
    );
  });
});
