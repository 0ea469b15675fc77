/**
 * The `consent` field of a public form's DTO: optional, so clients built before the forms asked keep
 * working, and `true` when present. `false` or anything else is a 400 VALIDATION.FAILED like any other
 * bad field: a form that says it did not get consent must not be stored as if it had. A multipart form
 * (the application) carries it as the text `true`.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, ValidateIf } from 'class-validator';
import { CONSENT_TEXT_VERSION, type ConsentGiven } from '../contracts/privacy';

export function ConsentField(options: { multipart?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      enum: [true],
      description:
        'The sender agreed to the consent paragraph the form shows; stored with its current version ' +
        `(${CONSENT_TEXT_VERSION}) and the time. Optional; false is refused.`,
    }),
    ...(options.multipart
      ? [Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value))]
      : []),
    // Only a field left out counts as not given: null or "" is a value, and not `true`.
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    Equals(true, { message: 'consent must be true when given' }),
  );
}

/** A record's consent fields, each present or undefined (for `withoutAbsent`, which drops the latter). */
export interface ConsentFields {
  consentGivenAt: string | undefined;
  consentVersion: string | undefined;
}

const NO_CONSENT: ConsentFields = { consentGivenAt: undefined, consentVersion: undefined };

/** What a record keeps of a consent sent with it: `at` is the service's clock when it arrived. */
export const consentGiven = (consent: boolean | undefined, at: string): ConsentFields =>
  consent === true ? { consentGivenAt: at, consentVersion: CONSENT_TEXT_VERSION } : { ...NO_CONSENT };

/** A record's consent as its table's two columns hold it (both null: sent without one). */
export interface ConsentColumns {
  consentGivenAt: Date | string | null;
  consentVersion: string | null;
}

export function consentFromRow(row: ConsentColumns): ConsentFields {
  if (row.consentGivenAt === null || row.consentVersion === null) return { ...NO_CONSENT };
  const at = row.consentGivenAt;
  return {
    consentGivenAt: typeof at === 'string' ? new Date(at).toISOString() : at.toISOString(),
    consentVersion: row.consentVersion,
  };
}

export const consentToRow = (record: ConsentGiven): ConsentColumns => ({
  consentGivenAt: record.consentGivenAt ?? null,
  consentVersion: record.consentVersion ?? null,
});
