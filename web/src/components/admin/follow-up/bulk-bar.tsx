import { BULK_MAX_IDS, type BulkRequest, type BulkResult } from '@madar/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { ConfirmDialog } from '../confirm-dialog';
import type { StatusOption } from '../status-select';
import { followUpErrorMessage } from './follow-up-errors';
import { postBulk, type FollowUpKind } from './lead-api';
import type { RowSelection } from './use-row-selection';
import './follow-up.css';

const DELETE = 'delete';
const STATUS_PREFIX = 'status:';

/**
 * Above a lead list: with rows ticked, one action for all of them (a status, or delete), asked once
 * with how many, sent as POST /api/<kind>/bulk; then the count the service answered is said, the
 * selection cleared and `onDone` reloads the list. The line that says it is always in the page (a
 * polite live region), so screen readers announce each result.
 */
export function BulkBar<S extends string>({
  kind,
  selection,
  statusOptions,
  onDone,
}: {
  kind: FollowUpKind;
  selection: RowSelection;
  statusOptions: readonly StatusOption<S>[];
  onDone: (request: BulkRequest<S>, result: BulkResult) => Promise<unknown> | void;
}) {
  const { t } = useTranslation('admin');
  const barRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState('');
  const [asking, setAsking] = useState<BulkRequest<S> | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const count = selection.ids.length;

  const requested = (): BulkRequest<S> | null => {
    const ids = selection.ids.slice(0, BULK_MAX_IDS);
    if (choice === DELETE) return { ids, action: 'delete' };
    const status = statusOptions.find((option) => `${STATUS_PREFIX}${option.value}` === choice)?.value;
    return status === undefined ? null : { ids, action: 'status', status };
  };
  const statusLabel = (status: S | undefined) =>
    statusOptions.find((option) => option.value === status)?.label ?? '';

  const confirm = async () => {
    const request = asking;
    if (!request) return;
    setBusy(true);
    setProblem(null);
    try {
      const result = await postBulk(kind, request);
      setSaid(
        'deleted' in result
          ? t('followUp.bulk.deleted', { count: result.deleted })
          : t('followUp.bulk.updated', { count: result.updated }),
      );
      selection.clear();
      setChoice('');
      await onDone(request, result);
    } catch (error) {
      setProblem(followUpErrorMessage(error, t));
    } finally {
      setBusy(false);
      setAsking(null);
      // The bar's controls go with the selection: focus goes to the page's "select every row" box.
      barRef.current?.parentElement?.querySelector<HTMLElement>('[data-select-page]')?.focus();
    }
  };

  return (
    <div ref={barRef} className="follow-up-bulk">
      {count > 0 ? (
        <div className="follow-up-bulk__bar">
          <p className="follow-up-bulk__count">{t('followUp.bulk.selected', { count })}</p>
          <AdminFormField label={t('followUp.bulk.action')} className="follow-up-bulk__action">
            {(control) => (
              <select {...control} value={choice} onChange={(event) => setChoice(event.target.value)}>
                <option value="">{t('followUp.bulk.choose')}</option>
                {statusOptions.map((option) => (
                  <option key={option.value} value={`${STATUS_PREFIX}${option.value}`}>
                    {t('followUp.bulk.setStatus', { status: option.label })}
                  </option>
                ))}
                <option value={DELETE}>{t('followUp.bulk.delete')}</option>
              </select>
            )}
          </AdminFormField>
          <button
            type="button"
            className="admin-button admin-button--primary admin-button--sm"
            aria-disabled={choice === '' || undefined}
            onClick={() => setAsking(requested())}
          >
            {t('followUp.bulk.apply')}
          </button>
          <button type="button" className="admin-button admin-button--sm" onClick={selection.clear}>
            {t('followUp.bulk.clear')}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="admin-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {/* A live region of its own, not a second "status" beside the toolbar's count of results. */}
      <p className="follow-up-bulk__said" aria-live="polite">
        {said}
      </p>
      <ConfirmDialog
        open={asking !== null}
        busy={busy}
        tone={asking?.action === 'delete' ? 'danger' : 'default'}
        title={asking?.action === 'delete' ? t('followUp.bulk.deleteTitle') : t('followUp.bulk.statusTitle')}
        message={
          asking === null
            ? ''
            : asking.action === 'delete'
              ? t('followUp.bulk.confirmDelete', { count: asking.ids.length })
              : t('followUp.bulk.confirmStatus', {
                  count: asking.ids.length,
                  status: statusLabel(asking.status),
                })
        }
        confirmLabel={asking?.action === 'delete' ? t('common.delete') : t('followUp.bulk.confirmAction')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
