/**
 * Every mail's one layout, built with MJML (markup that compiles to the table-based HTML mail clients
 * need, pure JavaScript, no React on the services): the company's name, a heading, paragraphs, an
 * optional summary of label/value rows and a button, then the company's contacts. The plain-text part
 * is written from the same content, not scraped from the HTML. Arabic mails are right to left
 * (`<html dir="rtl" lang="ar">`, right-aligned text). Every value is escaped: visitors write most of it.
 */
import mjml2html from 'mjml';
import { directionOf, type Language } from '../languages';
import type { MailCompany } from './company';
import { isolate, mailText } from './mail-text';

export interface MailContent {
  language: Language;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  rows?: readonly { label: string; value: string }[];
  action?: { label: string; href: string };
  /** A link under the company's contacts: a newsletter mail's unsubscribe link. */
  footerLink?: { label: string; href: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Line breaks a visitor typed stay line breaks in the HTML. */
const html = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br />');

/** A subject is one line: a typed line break would start a new header. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

const BRAND = '#0f4c81';

function footerLines(language: Language, company: MailCompany): string[] {
  const name = mailText(language, 'company.name');
  return [
    mailText(language, 'layout.contactUs', { phone: company.phone, email: company.email }),
    mailText(language, 'layout.address', { address: company.address[language] }),
    mailText(language, 'layout.automatic', { company: name }),
  ];
}

function markup(content: MailContent, company: MailCompany): string {
  const { language } = content;
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const name = mailText(language, 'company.name');
  const rows = (content.rows ?? [])
    .map(
      ({ label, value }) =>
        `<tr><th style="padding:6px 0;vertical-align:top;text-align:${align};white-space:nowrap;color:#555">${html(label)}</th>` +
        `<td dir="auto" style="padding:6px 12px;vertical-align:top;text-align:${align}">${html(value)}</td></tr>`,
    )
    .join('');
  return `<mjml lang="${language}" dir="${dir}">
  <mj-head>
    <mj-title>${escapeHtml(oneLine(content.subject))}</mj-title>
    <mj-attributes>
      <mj-all font-family="Tahoma, Arial, sans-serif" />
      <mj-text align="${align}" font-size="15px" line-height="1.6" color="#222" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6f8">
    <mj-section background-color="${BRAND}">
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">${html(name)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold">${html(content.heading)}</mj-text>
        ${content.paragraphs.map((p) => `<mj-text>${html(p)}</mj-text>`).join('\n        ')}
        ${rows ? `<mj-table>${rows}</mj-table>` : ''}
        ${
          content.action
            ? `<mj-button align="${align}" background-color="${BRAND}" href="${escapeHtml(content.action.href)}">${html(content.action.label)}</mj-button>`
            : ''
        }
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        ${footerLines(language, company)
          .map((line) => `<mj-text font-size="12px" color="#666">${html(line)}</mj-text>`)
          .join('\n        ')}
        ${
          content.footerLink
            ? `<mj-text font-size="12px" color="#666"><a href="${escapeHtml(content.footerLink.href)}" style="color:#666">${html(content.footerLink.label)}</a></mj-text>`
            : ''
        }
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function plainText(content: MailContent, company: MailCompany): string {
  const rows = (content.rows ?? []).map(({ label, value }) => `${label}: ${isolate(value)}`);
  const parts = [
    mailText(content.language, 'company.name'),
    content.heading,
    ...content.paragraphs,
    ...(rows.length > 0 ? [rows.join('\n')] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`] : []),
    '--',
    footerLines(content.language, company).join('\n'),
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.href}`] : []),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** The mail's subject, HTML and plain text; throws when the MJML does not compile cleanly (a bug). */
export async function renderMail(content: MailContent, company: MailCompany): Promise<RenderedMail> {
  const result = await mjml2html(markup(content, company), { validationLevel: 'strict' });
  return { subject: oneLine(content.subject), html: result.html, text: plainText(content, company) };
}
