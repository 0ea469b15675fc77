import type { ReactNode } from 'react';
import './page-hero.css';

/** The dark banner that opens every public page: title, optional eyebrow, subtitle and actions. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  children,
  size = 'md',
}: {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  children?: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <section className={`page-hero page-hero--${size}`}>
      <div className="page-hero__orbits" aria-hidden="true" />
      <div className="container page-hero__inner">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
        {children ? <div className="page-hero__actions">{children}</div> : null}
      </div>
    </section>
  );
}
