import './section-header.css';

/** Title block opening a company section: optional eyebrow, the h2 (id for aria-labelledby) and a lead. */
export function SectionHeader({
  id,
  title,
  subtitle,
  eyebrow,
  tone = 'default',
}: {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  tone?: 'default' | 'light';
}) {
  return (
    <div className={`section-header section-header--${tone}`}>
      {eyebrow ? <p className="section-header__eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-header__title">
        {title}
      </h2>
      {subtitle ? <p className="section-header__subtitle">{subtitle}</p> : null}
    </div>
  );
}
