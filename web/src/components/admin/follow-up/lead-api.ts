import type {
  AdminUser,
  BulkRequest,
  BulkResult,
  LeadDetail,
  LeadFields,
  LeadKind,
  LeadNote,
  MailSummary,
  ReplyRequest,
  StaffArea,
  StaffMember,
} from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * The follow-up routes every kind of lead shares (notes, assignee, replies, the mail thread, bulk
 * changes), under the path of the service that owns the kind, and the staff directory the assignee
 * picker offers.
 */

/**
 * The kinds with follow-up (a lead is a brief, a contact message or an application; the outbox's other
 * records, such as a newsletter sign-up, have none).
 */
export type FollowUpKind = Extract<LeadKind, 'brief' | 'contact_message' | 'application'>;

/** A lead record as the lists and GET /api/<kind>/:id answer it: the noun's fields plus language and assignee. */
export type Lead<Record> = Record & LeadFields;

/** Each kind's API path. */
export const LEAD_PATHS: Readonly<Record<FollowUpKind, string>> = {
  brief: '/briefs',
  contact_message: '/contact',
  application: '/applications',
};

/** The role area that may see each kind (the staff an assignee may be chosen from). */
export const LEAD_AREAS: Readonly<Record<FollowUpKind, StaffArea>> = {
  brief: 'leads',
  contact_message: 'leads',
  application: 'careers',
};

/** GET /api/<kind>/:id, which is also its SWR key. */
export const leadKey = (kind: FollowUpKind, id: string) => `${LEAD_PATHS[kind]}/${encodeURIComponent(id)}`;

/** The lead with its notes and mail thread; `id` null: nothing open, nothing asked. */
export function useLeadDetail<Record>(kind: FollowUpKind, id: string | null) {
  return useSWR<LeadDetail<Lead<Record>>, ApiError>(id === null ? null : leadKey(kind, id), (key: string) =>
    api.get<LeadDetail<Lead<Record>>>(key),
  );
}

/** POST …/:id/notes → 201 with the note. */
export const postNote = (kind: FollowUpKind, id: string, text: string) =>
  api.post<LeadNote>(`${leadKey(kind, id)}/notes`, { text });

/** PATCH …/:id/assignee → 200 with the lead; null unassigns. */
export const patchAssignee = <Record>(kind: FollowUpKind, id: string, assigneeId: string | null) =>
  api.patch<Lead<Record>>(`${leadKey(kind, id)}/assignee`, { assigneeId });

/** POST …/:id/replies → 202 with the queued mail. */
export const postReply = (kind: FollowUpKind, id: string, reply: ReplyRequest) =>
  api.post<MailSummary>(`${leadKey(kind, id)}/replies`, reply);

/** POST …/:id/mails/:mailId/resend → 202 with the mail, queued again. */
export const postResend = (kind: FollowUpKind, id: string, mailId: string) =>
  api.post<MailSummary>(`${leadKey(kind, id)}/mails/${encodeURIComponent(mailId)}/resend`);

/** POST /api/<kind>/bulk → 200 with how many changed. */
export const postBulk = (kind: FollowUpKind, request: BulkRequest) =>
  api.post<BulkResult>(`${LEAD_PATHS[kind]}/bulk`, request);

/**
 * GET /api/auth/staff: the active accounts. The same key the dashboard's activity uses, so the panel
 * asks once and every screen that names or offers people shares the answer.
 */
export const staffKey = '/auth/staff';

export function useStaffDirectory() {
  return useSWR<StaffMember[], ApiError>(staffKey, () => api.get<StaffMember[]>(staffKey));
}

/** GET /api/auth/me, the key the panel's shell reads who is signed in with (answered once, shared). */
export const meKey = '/auth/me';

export function useSignedIn() {
  return useSWR<AdminUser, ApiError>(meKey, () => api.get<AdminUser>(meKey));
}
