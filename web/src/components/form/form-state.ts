/**
 * The life of a submitted form as a small state machine: idle -> submitting -> success | error, and back
 * to submitting on the next attempt. A second submit while one is in flight is ignored, so a double click
 * never sends twice. Server validation problems ride on the error state, keyed by field.
 */
import type { ApiError } from '@/lib/api-error';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface FormState {
  status: FormStatus;
  /** Raw server messages per field (translated when shown). */
  fieldErrors: Readonly<Record<string, string>>;
  /** Server messages that name no field of the form. */
  formErrors: readonly string[];
  /** The failure's stable code, when the server sent one. */
  errorCode?: string;
}

export type FormAction =
  | { type: 'submit' }
  | { type: 'succeed' }
  | { type: 'fail'; code?: string; fieldErrors?: Record<string, string>; formErrors?: string[] }
  | { type: 'clearField'; field: string }
  | { type: 'reset' };

export const initialFormState: FormState = { status: 'idle', fieldErrors: {}, formErrors: [] };

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submit':
      return state.status === 'submitting'
        ? state
        : { status: 'submitting', fieldErrors: {}, formErrors: [] };
    case 'succeed':
      return state.status === 'submitting' ? { status: 'success', fieldErrors: {}, formErrors: [] } : state;
    case 'fail':
      if (state.status !== 'submitting') return state;
      return {
        status: 'error',
        fieldErrors: action.fieldErrors ?? {},
        formErrors: action.formErrors ?? [],
        errorCode: action.code,
      };
    case 'clearField': {
      if (!(action.field in state.fieldErrors)) return state;
      const { [action.field]: _cleared, ...rest } = state.fieldErrors;
      return { ...state, fieldErrors: rest };
    }
    case 'reset':
      return initialFormState;
  }
}

/** The `fail` action for an error thrown by a submission (ApiError or anything else). */
export function failureFrom(error: ApiError | undefined, fields: readonly string[]): FormAction {
  if (!error) return { type: 'fail' };
  const { fieldErrors, formErrors } = mapServerMessages(error.details, fields);
  return { type: 'fail', code: error.code, fieldErrors, formErrors };
}

/**
 * Splits class-validator messages ('email must be an email', 'companyName should not be empty') by their
 * leading property name. A field keeps its most useful message: "required" beats the length or type
 * complaints class-validator adds for the same empty value. Messages naming no known field go to the form.
 */
export function mapServerMessages(
  messages: readonly string[],
  fields: readonly string[],
): { fieldErrors: Record<string, string>; formErrors: string[] } {
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const message of messages) {
    const property = /^([A-Za-z_$][\w$]*)\b/.exec(message.trim())?.[1];
    if (!property || !fields.includes(property)) {
      formErrors.push(message);
      continue;
    }
    const current = fieldErrors[property];
    if (current === undefined || messageRank(message) < messageRank(current)) fieldErrors[property] = message;
  }
  return { fieldErrors, formErrors };
}

const RANKED_PATTERNS = [/should not be empty/, /email/, /one of the following values/];

function messageRank(message: string): number {
  const index = RANKED_PATTERNS.findIndex((pattern) => pattern.test(message));
  return index === -1 ? RANKED_PATTERNS.length : index;
}
