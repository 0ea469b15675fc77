/**
 * The mails the panel offers an applicant after a status change (an interview invitation, a rejection,
 * an offer), one file per language (en.json, ar.json, the same templates and placeholders in each),
 * filled with the applicant's name, the position and the company's name. Plain text, paragraphs parted
 * by a blank line: the reply mail adds the greeting, the signature and the reference around it.
 */
import type { ApplicationReplyTemplate, Language, ReplyDraft } from '@madar/shared';
import ar from './ar.json';
import en from './en.json';

export interface ReplyTemplateText {
  subject: string;
  paragraphs: string[];
}

export const REPLY_TEMPLATE_TEXTS: Record<Language, Record<ApplicationReplyTemplate, ReplyTemplateText>> = {
  en,
  ar,
};

export interface ReplyTemplateValues {
  name: string;
  /** The job's title in the applicant's language, or the position as they typed it. */
  position: string;
  company: string;
}

/** `text` with each `{{key}}` filled; a placeholder with no value is a bug, not a blank in a mail. */
function fill(text: string, values: ReplyTemplateValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, key: string) => {
    if (!Object.hasOwn(values, key)) throw new Error(`reply template placeholder {{${key}}} has no value`);
    return values[key as keyof ReplyTemplateValues];
  });
}

export function replyDraft(
  template: ApplicationReplyTemplate,
  language: Language,
  values: ReplyTemplateValues,
): ReplyDraft {
  const text = REPLY_TEMPLATE_TEXTS[language][template];
  return {
    subject: fill(text.subject, values),
    body: text.paragraphs.map((paragraph) => fill(paragraph, values)).join('\n\n'),
    language,
  };
}
