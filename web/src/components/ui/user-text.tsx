import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '@/lib/mailto';

/**
 * Text that people typed (a visitor's message, a company name, an author's name) in whatever script
 * they typed it, shown inside a page of either direction. Left to the page's direction, an Arabic
 * phrase with figures in the English admin, or an English sentence in the Arabic one, is reordered
 * ("هاتف 091-2345678" reads as 2345678-091, a full stop lands first), so each piece of typed text
 * takes its direction from its own first letter instead. Phones and emails, typed or configured, are
 * links laid out left to right. One module, which the footer's links bring into every page's first load.
 */

/** A name or a short phrase inside a line: isolated (`bdi`) and laid out by its own first letter. */
export function UserText({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <bdi dir="auto" className={className}>
      {children}
    </bdi>
  );
}

/**
 * A block of typed text (a message, a description): `unicode-bidi: plaintext` (global.css) sets each
 * paragraph's direction by its own first letter, so a message that mixes languages line by line
 * reads right in both.
 */
export function UserTextBlock({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'p' | 'blockquote';
}) {
  return (
    <Tag dir="auto" className={['user-text-block', className ?? ''].join(' ').trim()}>
      {children}
    </Tag>
  );
}

/**
 * Phone numbers and email addresses, on every page and in the admin: links that dial or write, laid
 * out left to right in pages of either direction. A phone number has no letter to take a direction
 * from, so `dir="auto"` would not do: "+218 91 111 2222" in an Arabic line would read "2222 111 91
 * 218+". The `dir` attribute also isolates the link from the text around it.
 */

interface LinkProps {
  className?: string;
  /** Read before the number or address by screen readers only ("Phone: "), where no label shows. */
  hiddenLabel?: string;
}

export function PhoneLink({ phone, className, hiddenLabel }: LinkProps & { phone: string }) {
  return (
    <a href={telHref(phone)} dir="ltr" className={className}>
      {hiddenLabel ? <span className="visually-hidden">{hiddenLabel}</span> : null}
      {phone}
    </a>
  );
}

export function EmailLink({ email, className, hiddenLabel }: LinkProps & { email: string }) {
  return (
    <a href={mailtoHref(email)} dir="ltr" className={className}>
      {hiddenLabel ? <span className="visually-hidden">{hiddenLabel}</span> : null}
      {email}
    </a>
  );
}
