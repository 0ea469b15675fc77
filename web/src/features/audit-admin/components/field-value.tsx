import {
  APPLICATION_STATUS_LABELS,
  BRIEF_STATUS_LABELS,
  LANGUAGE_CODES,
  localize,
  type AuditEntityType,
  type Language,
  type LocalizedText,
} from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { formatShortDateTime } from '@/lib/format';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Statuses the shared contracts label in both languages, by the kind of record they belong to. */
const STATUS_LABELS: Partial<Record<AuditEntityType, Record<string, LocalizedText>>> = {
  brief: BRIEF_STATUS_LABELS,
  application: APPLICATION_STATUS_LABELS,
};

function isLocalized(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => (LANGUAGE_CODES as readonly string[]).includes(key)) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

/**
 * One field's value as people read it: statuses and the services' coded words (a refusal's reason,
 * a role) in the panel's language, dates too, yes/no, a text in both languages line by line, typed text
 * in its own direction; anything else as compact JSON.
 */
export function FieldValue({
  value,
  field,
  type,
  lang,
}: {
  value: unknown;
  field: string;
  type: AuditEntityType;
  lang: Language;
}) {
  const { t, i18n } = useTranslation('audit');
  if (value === null || value === undefined || value === '') {
    return <span className="audit-value--empty">{t('changes.empty')}</span>;
  }
  if (typeof value === 'boolean') return <>{value ? t('changes.yes') : t('changes.no')}</>;
  if (typeof value === 'number') return <>{value.toLocaleString(lang)}</>;
  if (typeof value === 'string') {
    const status = field === 'status' ? STATUS_LABELS[type]?.[value] : undefined;
    if (status) return <>{localize(status, lang)}</>;
    // A service's own word for how or why (a sign-in's method, a refusal's reason), as people say it.
    const coded = `values.${field}.${value}`;
    if (i18n.exists(coded, { ns: 'audit' })) return <>{t(coded as 'values.reason.wrong_password')}</>;
    if (ISO_TIME.test(value)) return <time dateTime={value}>{formatShortDateTime(value, lang)}</time>;
    return (
      <bdi dir="auto" className="audit-value__text">
        {value}
      </bdi>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ul className="audit-value__list">
        {(value as unknown[]).map((item, index) => (
          <li key={index}>
            {item && typeof item === 'object' && isLocalized(item) ? (
              <bdi dir="auto">{localize(item, lang)}</bdi>
            ) : (
              <FieldValue value={item} field={field} type={type} lang={lang} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object' && isLocalized(value)) {
    return (
      <dl className="audit-value__languages">
        {Object.entries(value).map(([code, text]) => (
          <div key={code}>
            <dt>{t(`languages.${code as Language}`)}</dt>
            <dd lang={code} dir="auto" className="audit-value__text">
              {text || t('changes.empty')}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <code dir="ltr" className="audit-value__json">
      {JSON.stringify(value)}
    </code>
  );
}
