import { useCallback, useReducer, useRef } from 'react';
import { isApiError, type ApiError } from '@/lib/api-error';
import { constraintDetails } from './constraint-details';
import { failureFrom, formReducer, initialFormState, mapValidationDetails } from './form-state';

/**
 * Runs a form's submission through the state machine. `send` does the request; when it throws, the
 * ApiError's validation messages are mapped onto `fields`. Returns whether the submission succeeded, so
 * the caller can reset its fields, and passes the error to `onError` for codes the form handles itself.
 */
export function useFormSubmission(fields: readonly string[], onError?: (error: ApiError) => void) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  // The reducer ignores a second submit, but the request itself must not start twice either.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<unknown>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      dispatch({ type: 'submit' });
      try {
        await send();
        dispatch({ type: 'succeed' });
        return true;
      } catch (error) {
        const apiError = isApiError(error) ? error : undefined;
        if (apiError) onError?.(apiError);
        else console.error(error);
        dispatch(failureFrom(apiError, fields));
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [fields, onError],
  );

  /**
   * Runs the browser's constraint checks on a `noValidate` form and shows the site's own message beside
   * each failing field, focusing the first. Returns whether the form may be sent.
   */
  const checkConstraints = useCallback(
    (form: HTMLFormElement): boolean => {
      const { details, first } = constraintDetails(form);
      if (details.length === 0) return true;
      dispatch({ type: 'invalid', fieldErrors: mapValidationDetails(details, fields).fieldErrors });
      first?.focus();
      return false;
    },
    [fields],
  );

  const clearFieldError = useCallback((field: string) => dispatch({ type: 'clearField', field }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  return {
    state,
    isSubmitting: state.status === 'submitting',
    submit,
    checkConstraints,
    clearFieldError,
    reset,
  };
}
