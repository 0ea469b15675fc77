/**
 * The life of a submitted form as a small state machine: idle -> submitting -> success | error, and back
 * to submitting on the next attempt. A second submit while one is in flight is ignored, so a double click
 * never sends twice. Server validation problems ride on the error state, keyed by field.
 */
import type { ValidationDetail } from '@madar/shared';
import type { ApiError } from '@/lib/api-error';
import { ruleRank } from './validation-messages';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface FormState {
  status: FormStatus;
  /** The server's failed rule per field (translated when shown). */
  fieldErrors: Readonly<Record<string, ValidationDetail>>;
  /** Failed rules that name no field of the form. */
  formErrors: readonly ValidationDetail[];
  /** The failure's stable code, when the server sent one. */
  errorCode?: string;
}

export type FormAction =
  | { type: 'submit' }
  | { type: 'succeed' }
  | {
      type: 'fail';
      code?: string;
      fieldErrors?: Record<string, ValidationDetail>;
      formErrors?: readonly ValidationDetail[];
    }
  /** The browser's constraint check failed: nothing was sent, the fields show why. */
  | { type: 'invalid'; fieldErrors: Record<string, ValidationDetail> }
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
    case 'invalid':
      return state.status === 'submitting'
        ? state
        : { status: 'idle', fieldErrors: action.fieldErrors, formErrors: [] };
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
  const { fieldErrors, formErrors } = mapValidationDetails(error.details, fields);
  return { type: 'fail', code: error.code, fieldErrors, formErrors };
}

/**
 * Places each failed rule on the form's field named by its path (`title.ar` when the form has such an
 * input) or by the path's first segment (`address` for `address.city`). A field keeps its most useful
 * rule (see ruleRank: required before format before length; the first reported wins a tie). Details
 * naming no field of the form go to the form-level list.
 */
export function mapValidationDetails(
  details: readonly ValidationDetail[],
  fields: readonly string[],
): { fieldErrors: Record<string, ValidationDetail>; formErrors: ValidationDetail[] } {
  const fieldErrors: Record<string, ValidationDetail> = {};
  const formErrors: ValidationDetail[] = [];
  for (const detail of details) {
    const head = detail.field.split('.')[0] ?? detail.field;
    const field = fields.includes(detail.field) ? detail.field : fields.includes(head) ? head : undefined;
    if (field === undefined) {
      formErrors.push(detail);
      continue;
    }
    const current = fieldErrors[field];
    if (current === undefined || ruleRank(detail.rule) < ruleRank(current.rule)) fieldErrors[field] = detail;
  }
  return { fieldErrors, formErrors };
}
