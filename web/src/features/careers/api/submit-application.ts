import type { ApplicationRequest } from '@madar/shared';
import { upload } from '@/lib/api-transfer';

/** The form's fields (jobId only when the visitor picked one of the listed openings) and the resume. */
export type ApplicationInput = ApplicationRequest & { resume: File };

/** The multipart body of POST /api/applications: optional fields are left out when empty. */
export function toApplicationFormData(input: ApplicationInput): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input) as [keyof ApplicationInput, string | File | undefined][]) {
    if (key === 'resume' || value === undefined || value === '') continue;
    body.append(key, value);
  }
  body.append('resume', input.resume, input.resume.name);
  return body;
}

/** POST /api/applications with upload progress (0-100); answers `{ success, id }`. */
export function submitApplication(
  input: ApplicationInput,
  onProgress: (percent: number) => void,
): Promise<{ success: true; id: string }> {
  return upload('/applications', toApplicationFormData(input), { onProgress });
}
