import type { ReactNode } from 'react';

/**
 * A left-to-right token inside text of either direction: a phone number, an email, an id, a file name.
 * `bdi` isolates it from the surrounding text and `dir="ltr"` fixes its own order; `dir="auto"` would
 * not do, since a phone number has no strongly directional character ("+218 91 111 2222" would read
 * "2222 111 91 218+" in an Arabic line).
 */
export function LtrText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
