import type { AuditEntry, Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/admin/ltr-text';
import { FieldValue } from './field-value';

/** A field's label: translated where the panel knows the field, its own name otherwise. */
function useFieldLabel() {
  const { t, i18n } = useTranslation('audit');
  return (field: string) =>
    i18n.exists(`fields.${field}`, { ns: 'audit' }) ? t(`fields.${field}` as 'fields.name') : field;
}

/**
 * An entry's details, folded until asked for (a native disclosure: keyboard and screen readers know
 * it): the changed fields before and after, what a read covered, and the address it came from.
 */
export function EntryChanges({ entry, lang }: { entry: AuditEntry; lang: Language }) {
  const { t } = useTranslation('audit');
  const label = useFieldLabel();
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const details = Object.entries(entry.details ?? {});
  const type = entry.entity.type;
  return (
    <details className="audit-changes">
      <summary>
        {fields.length > 0 ? t('changes.showCount', { count: fields.length }) : t('changes.show')}
      </summary>
      {fields.length > 0 ? (
        <table className="audit-changes__table">
          <caption className="visually-hidden">{t('changes.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('changes.field')}</th>
              <th scope="col">{t('changes.before')}</th>
              <th scope="col">{t('changes.after')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{label(field)}</th>
                <td>
                  <FieldValue value={entry.before?.[field]} field={field} type={type} lang={lang} />
                </td>
                <td>
                  <FieldValue value={entry.after?.[field]} field={field} type={type} lang={lang} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <dl className="audit-changes__facts">
        {details.map(([field, value]) => (
          <div key={field}>
            <dt>{label(field)}</dt>
            <dd>
              <FieldValue value={value} field={field} type={type} lang={lang} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('changes.from')}</dt>
          <dd>
            <LtrText>{entry.address || t('changes.empty')}</LtrText>
          </dd>
        </div>
      </dl>
    </details>
  );
}
