/** Fixtures and API answers the follow-up tests share (the pieces' own and each lead screen's). */
import {
  DEFAULT_LANGUAGE,
  type AdminUser,
  type LeadFollowUp,
  type LeadNote,
  type MailSummary,
  type StaffMember,
} from '@madar/shared';
import { answer, answerBy, type SeenRequest } from '@/testing/api-server';

export const ME: AdminUser = { id: 'u-me', name: 'Salma Ben Ali', email: 'salma@madar.ly', role: 'sales' };

export const STAFF: StaffMember[] = [
  { id: 'u-me', name: 'Salma Ben Ali', email: 'salma@madar.ly', role: 'sales' },
  { id: 'u-owner', name: 'Omar Owner', email: 'omar@madar.ly', role: 'owner' },
  { id: 'u-rec', name: 'Rania Recruiter', email: 'rania@madar.ly', role: 'recruiter' },
  { id: 'u-ed', name: 'Eyad Editor', email: 'eyad@madar.ly', role: 'editor' },
  { id: 'u-ar', name: 'هدى المبيعات', email: 'huda@madar.ly', role: 'sales' },
];

export const note = (id: string, text: string, author = 'Omar Owner'): LeadNote => ({
  id,
  text,
  author: { id: `author-${author}`, name: author },
  createdAt: '2026-11-21T08:00:00Z',
});

export const mail = (id: string, change: Partial<MailSummary> = {}): MailSummary => ({
  id,
  purpose: 'confirmation',
  to: 'huda@example.ly',
  subject: 'We received your message',
  language: DEFAULT_LANGUAGE,
  state: 'sent',
  attempts: 1,
  createdAt: '2026-11-20T10:31:00Z',
  sentAt: '2026-11-20T10:32:00Z',
  ...change,
});

/** Who is signed in and the staff directory, as auth answers them. */
export function serveStaff(me: AdminUser = ME) {
  answer('GET', '/api/auth/me', { status: 200, body: me });
  return answer('GET', '/api/auth/staff', { status: 200, body: STAFF });
}

/** GET /api/<path>/:id: `record` with its notes and thread. */
export function serveLead<T extends { id: string }>(
  path: string,
  record: T,
  followUp: Partial<LeadFollowUp> = {},
): SeenRequest[] {
  return answer('GET', `/api${path}/${record.id}`, {
    status: 200,
    body: { ...record, notes: [], thread: [], ...followUp },
  });
}

/** Every GET /api/<path>/:id answered with an English lead that has no notes, mails or assignee yet. */
export function serveAnyLead(path: string): SeenRequest[] {
  return answerBy('GET', `/api${path}/:id`, ({ url }) => ({
    status: 200,
    body: { id: url.split('/').at(-1), language: DEFAULT_LANGUAGE, notes: [], thread: [] },
  }));
}
