import {
  type ApplicationRequest,
  SPAM_TRAP_FIELDS,
  type SubmissionLanguage,
  type Submitted,
} from '@madar/shared';
import { upload } from '@/lib/api-transfer';
import { currentLanguage } from '@/lib/i18n';

/** The form's fields (jobId only when the visitor picked one of the listed openings) and the resume. */
export type ApplicationInput = Submitted<ApplicationRequest> & SubmissionLanguage & { resume: File };

/**
 * The multipart body of POST /api/applications: optional fields are left out when empty, but the
 * honeypot is always sent, empty, as every public form sends it.
 */
export function toApplicationFormData(input: ApplicationInput): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input) as [
    keyof ApplicationInput,
    string | number | boolean | File | undefined,
  ][]) {
    if (key === 'resume' || value === undefined) continue;
    if (value === '' && key !== SPAM_TRAP_FIELDS.honeypot) continue;
    // A multipart form is text: the consent goes as `true`, which the service reads back as true.
    body.append(key, typeof value === 'number' || typeof value === 'boolean' ? String(value) : value);
  }
  body.append('resume', input.resume, input.resume.name);
  return body;
}

/**
 * POST /api/applications with upload progress (0-100); answers `{ success, id }`. The page's language
 * goes with it: the applicant's confirmation mail is written in it.
 */
export function submitApplication(
  input: ApplicationInput,
  onProgress: (percent: number) => void,
): Promise<{ success: true; id: string }> {
  return upload('/applications', toApplicationFormData({ language: currentLanguage(), ...input }), {
    onProgress,
  });
}
