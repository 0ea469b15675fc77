import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditFields,
  type Language,
  type StaffMember,
} from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LtrText } from '@/components/admin/ltr-text';
import { formatShortDateTime } from '@/lib/format';
import type { MergedEntry } from '../lib/merge';
import { recordLink, recordName } from '../lib/record-link';
import { EntryChanges } from './entry-changes';

const known = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** "Changed the status of a client brief": the action and the kind of record, in the panel's language. */
function useWhat() {
  const { t } = useTranslation('audit');
  return ({ entry }: MergedEntry) => {
    const { action, entity } = entry;
    const verb = known(AUDIT_ACTIONS, action) ? t(`actions.${action}`) : action;
    if (!known(AUDIT_ENTITY_TYPES, entity.type)) return `${verb} ${String(entity.type)}`;
    const what = action === 'export' ? t(`exportOf.${entity.type}`) : t(`entities.${entity.type}`);
    return `${verb} ${what}`;
  };
}

/** One entry of the Activity log: when, who, what, the record (a link where a screen shows it), details. */
export function ActivityRow({
  item,
  staff,
  facts,
  lang,
}: {
  item: MergedEntry;
  staff: ReadonlyMap<string, StaffMember>;
  facts: ReadonlyMap<string, AuditFields>;
  lang: Language;
}) {
  const { t } = useTranslation('audit');
  const what = useWhat();
  const { entry } = item;
  // A refused sign-in has no account id: the email is only what was tried, not who tried it.
  const person = entry.actor.id
    ? (staff.get(entry.actor.id) ?? staff.get(entry.actor.email.toLowerCase()))
    : undefined;
  const link = recordLink(entry, facts, lang);
  const name = link ? link.name : recordName(entry, lang);
  return (
    <tr>
      <td className="audit-table__when">
        <time dateTime={entry.at}>{formatShortDateTime(entry.at, lang)}</time>
      </td>
      <td>
        {person ? (
          <span className="audit-table__person">
            <bdi dir="auto" className="audit-table__name">
              {person.name}
            </bdi>
            <LtrText className="audit-table__muted">{entry.actor.email}</LtrText>
          </span>
        ) : (
          <LtrText>{entry.actor.email}</LtrText>
        )}
      </td>
      <td className="audit-table__what">{what(item)}</td>
      <td className="audit-table__record">
        {link ? (
          <Link to={link.to} className="audit-table__link">
            {link.name ? <bdi dir="auto">{link.name}</bdi> : t('record.open')}
          </Link>
        ) : name ? (
          <bdi dir="auto">{name}</bdi>
        ) : (
          <span aria-hidden="true">{t('record.none')}</span>
        )}
      </td>
      <td>
        <EntryChanges entry={entry} lang={lang} />
      </td>
    </tr>
  );
}
