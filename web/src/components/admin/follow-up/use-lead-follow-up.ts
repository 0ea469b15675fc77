import type { MailSummary, ReplyRequest } from '@madar/shared';
import {
  patchAssignee,
  postNote,
  postReply,
  postResend,
  useLeadDetail,
  type FollowUpKind,
  type Lead,
} from './lead-api';

/**
 * One open lead's follow-up: its notes and thread from GET /api/<kind>/:id, and the writes that change
 * them. Each write's answer goes straight into the cached lead (no reload), so the new note, the queued
 * reply or the resent mail shows at once; every piece of the detail that reads the same lead sees it.
 */
export function useLeadFollowUp<Record>(kind: FollowUpKind, id: string) {
  const detail = useLeadDetail<Record>(kind, id);
  const { mutate } = detail;

  const withMail = (mail: MailSummary) =>
    mutate(
      (current) =>
        current && {
          ...current,
          thread: current.thread.some((one) => one.id === mail.id)
            ? current.thread.map((one) => (one.id === mail.id ? mail : one))
            : [...current.thread, mail],
        },
      { revalidate: false },
    );

  const addNote = async (text: string) => {
    const note = await postNote(kind, id, text);
    await mutate((current) => current && { ...current, notes: [...current.notes, note] }, {
      revalidate: false,
    });
    return note;
  };

  const assign = async (assigneeId: string | null) => {
    const lead = await patchAssignee<Record>(kind, id, assigneeId);
    // The answer is the lead without its follow-up: keep the notes and thread on screen.
    await mutate((current) => current && { ...current, assignee: lead.assignee }, { revalidate: false });
    return lead;
  };

  const reply = async (request: ReplyRequest) => {
    const mail = await postReply(kind, id, request);
    await withMail(mail);
    return mail;
  };

  const resend = async (mailId: string) => {
    const mail = await postResend(kind, id, mailId);
    await withMail(mail);
    return mail;
  };

  return { ...detail, addNote, assign, reply, resend };
}

export type LeadFollowUpState<Record = unknown> = ReturnType<typeof useLeadFollowUp<Record>>;
export type { Lead };
