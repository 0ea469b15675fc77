import type { ValidationDetail } from '@madar/shared';
import type { ParseKeys } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mapValidationDetails } from '@/components/form/form-state';
import { formLevelMessage, validationMessage } from '@/components/form/validation-messages';
import { isApiError, type ApiError } from '@/lib/api-error';

/** A message of the admin editors' namespace. */
export type EditorMessageKey = ParseKeys<'adminContent'>;

/** Why a field is wrong: a message key (the editor's own checks) or the server's failed rule. */
export type FieldProblem = { key: EditorMessageKey } | { detail: ValidationDetail };
export type FieldProblems = Partial<Record<string, FieldProblem>>;

/** The server's failed rules placed beside the editor's fields, and those naming none of them. */
export interface PlacedDetails {
  errors: FieldProblems;
  rest: readonly ValidationDetail[];
}

/** Places each rule on the field named by its path (see mapValidationDetails); the rest for the banner. */
export function placeByPath(details: readonly ValidationDetail[], fields: readonly string[]): PlacedDetails {
  const { fieldErrors, formErrors } = mapValidationDetails(details, fields);
  const errors: FieldProblems = {};
  for (const [field, detail] of Object.entries(fieldErrors)) errors[field] = { detail };
  return { errors, rest: formErrors };
}

/** The editor's own problems, from its check's translation keys by field. */
export function keyedProblems(keys: Partial<Record<string, EditorMessageKey>>): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, key] of Object.entries(keys)) if (key) problems[field] = { key };
  return problems;
}

export interface EditorSaveOptions {
  /** The editor's own checks, run before anything is sent; none found means the form may go. */
  validate: () => FieldProblems;
  /** Sends the form; resolves once the server stored it. */
  save: () => Promise<void>;
  /** Where a 400's failed rules go. */
  placeDetails: (details: readonly ValidationDetail[]) => PlacedDetails;
  /** A refusal the editor shows on one field (e.g. a taken slug), instead of only the banner. */
  refusal?: (error: ApiError) => { field: string; key: EditorMessageKey } | undefined;
}

/**
 * An admin editor's save: its own checks first (nothing sent while one fails), then the request, busy
 * until it answers; the server's failed rules go beside their fields, translated, and the banner says
 * "Please correct the highlighted fields" or "Failed to save" with whatever no field could show.
 */
export function useEditorSave({ validate, save, placeDetails, refusal }: EditorSaveOptions) {
  const { t } = useTranslation('adminContent');
  const { t: tForm } = useTranslation();
  const [errors, setErrors] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('common.fixErrors'));
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await save();
    } catch (error) {
      const refused = isApiError(error) ? refusal?.(error) : undefined;
      if (refused) {
        setErrors({ [refused.field]: { key: refused.key } });
        setFormError(t('common.fixErrors'));
        return;
      }
      const placed = placeDetails(isApiError(error) && error.status === 400 ? error.details : []);
      setErrors(placed.errors);
      const rest = placed.rest.map((detail) => formLevelMessage(detail, tForm));
      setFormError([t('common.saveFailed'), ...rest].join(' '));
    } finally {
      setSaving(false);
    }
  };

  /** The field's problem in the current language, for AdminFormField's `error`. */
  const problem = (field: string): string | undefined => {
    const found = errors[field];
    if (!found) return undefined;
    return 'key' in found ? t(found.key) : validationMessage(found.detail, tForm);
  };

  return { saving, formError, submit, problem };
}

export type EditorSave = ReturnType<typeof useEditorSave>;
