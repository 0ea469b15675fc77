import type { ApplicationReplyTemplate, ApplicationStatus, JobApplication, ReplyDraft } from '@madar/shared';
import { api } from '@/lib/api-client';
import { requestFile, type DownloadedFile } from '@/lib/api-transfer';

/** PATCH /api/applications/:id/status (admin): any status to any; 200 with the application. */
export function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<JobApplication> {
  return api.patch<JobApplication>(`/applications/${encodeURIComponent(id)}/status`, { status });
}

/** DELETE /api/applications/:id (admin): 204; the resume file goes with it. */
export function deleteApplication(id: string): Promise<void> {
  return api.delete(`/applications/${encodeURIComponent(id)}`);
}

/**
 * GET /api/applications/:id/resume (admin) through the API client, so the request carries the token
 * (a plain link could not) and a 401 ends the session like any other call.
 */
export function fetchResume(id: string): Promise<DownloadedFile> {
  return requestFile(`/applications/${encodeURIComponent(id)}/resume`);
}

/**
 * GET /api/applications/:id/reply-templates/:template (admin): the template's mail in the applicant's
 * language, for staff to edit before sending it as a reply.
 */
export function getReplyTemplate(id: string, template: ApplicationReplyTemplate): Promise<ReplyDraft> {
  return api.get<ReplyDraft>(
    `/applications/${encodeURIComponent(id)}/reply-templates/${encodeURIComponent(template)}`,
  );
}
