import type { ReactNode } from 'react';
import './cta-band.css';

/** Closing call to action used at the foot of content pages. */
export function CtaBand({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="cta-band">
      <div className="container cta-band__inner">
        <div className="cta-band__copy">
          <h2 className="cta-band__title">{title}</h2>
          {text ? <p className="cta-band__text">{text}</p> : null}
        </div>
        <div className="cta-band__actions">{children}</div>
      </div>
    </section>
  );
}
