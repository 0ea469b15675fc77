import { mayAccess, type LeadAssignee, type StaffMember } from '@madar/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { useSaveNotice } from '../save-notice';
import { followUpErrorMessage } from './follow-up-errors';
import { LEAD_AREAS, useSignedIn, useStaffDirectory, type FollowUpKind } from './lead-api';
import { useLeadFollowUp, type Lead } from './use-lead-follow-up';
import './follow-up.css';

/** The staff whose role may see `kind`, by name; the current assignee stays offered even if no longer. */
function candidates(staff: readonly StaffMember[], kind: FollowUpKind, current: LeadAssignee | undefined) {
  const allowed = staff.filter((person) => mayAccess(person.role, LEAD_AREAS[kind]));
  const people = allowed.map(({ id, name }) => ({ id, name }));
  if (current && !people.some((person) => person.id === current.id)) people.push(current);
  return people.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Whom a lead is given to: a select of the people who may see its kind (and Unassigned), with an
 * "Assign to me" shortcut. Each choice is stored at once (PATCH …/assignee), said with the panel's
 * "Saved", and handed to `onAssigned` so the list's row shows the new name.
 */
export function AssigneePicker<Record>({
  kind,
  id,
  fallback,
  onAssigned,
}: {
  kind: FollowUpKind;
  id: string;
  /** The assignee as the list knows it, until the lead itself is loaded. */
  fallback?: LeadAssignee;
  onAssigned?: (lead: Lead<Record>) => void;
}) {
  const { t } = useTranslation('admin');
  const notify = useSaveNotice();
  const followUp = useLeadFollowUp<Record>(kind, id);
  const staff = useStaffDirectory();
  const me = useSignedIn();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const current = followUp.data ? followUp.data.assignee : fallback;
  const people = candidates(staff.data ?? [], kind, current);
  const myId = me.data?.id;

  const assign = async (assigneeId: string | null) => {
    if (saving || assigneeId === (current?.id ?? null)) return;
    setSaving(true);
    setError(null);
    try {
      onAssigned?.(await followUp.assign(assigneeId));
      notify('saved');
      // "Assign to me" goes away once it is done: focus moves to the choice it made, not the page body.
      selectRef.current?.focus();
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="follow-up-assignee">
      <AdminFormField
        label={t('followUp.assignee.label')}
        error={error ? followUpErrorMessage(error, t) : undefined}
        className="follow-up-assignee__field"
      >
        {(control) => (
          <select
            {...control}
            ref={selectRef}
            value={current?.id ?? ''}
            onChange={(event) => void assign(event.target.value || null)}
            // Not disabled while saving: a disabled select drops focus to the page body.
            aria-busy={saving || undefined}
          >
            <option value="">{t('followUp.assignee.unassigned')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.id === myId ? t('followUp.assignee.you', { name: person.name }) : person.name}
              </option>
            ))}
          </select>
        )}
      </AdminFormField>
      {myId !== undefined && current?.id !== myId ? (
        <button
          type="button"
          className="admin-button admin-button--sm"
          onClick={() => void assign(myId)}
          aria-disabled={saving || undefined}
        >
          {t('followUp.assignee.assignToMe')}
        </button>
      ) : null}
    </div>
  );
}
