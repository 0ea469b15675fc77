import { SYSTEM_VERSION_AUTHOR_ID, type VersionAuthor } from '@madar/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-error';
import { formatShortDateTime } from '@/lib/format';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal } from '../modal';
import { type VersionField, versionDifferences } from './version-diff';
import { getVersion, restoreVersion, useVersions } from './versions-api';
import './version-history.css';

export interface VersionHistoryProps<State, Saved> {
  /** The record's own API path, e.g. `/blog/posts/<id>`. */
  record: string;
  /** The record as it is stored now: what each version is compared with. */
  current: State;
  fields: readonly VersionField<State>[];
  /** After a restore, with the record as it now is. */
  onRestored: (saved: Saved) => void;
  /** A translated message for a refusal the record's kind knows (a slug taken since), else undefined. */
  refusal?: (error: ApiError) => string | undefined;
}

/**
 * A record's history in an editor: the saves newest first (date in Tripoli time, who), the fields a
 * chosen version would change, and Restore after a confirmation. Restoring saves at once, so it says
 * that what is typed in the editor and not saved is lost.
 */
export function VersionHistory<State, Saved>(props: VersionHistoryProps<State, Saved>) {
  const { t } = useTranslation('adminContent');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className="version-history" aria-labelledby={headingId}>
      <h3 id={headingId} className="version-history__heading">
        {t('versions.heading')}
      </h3>
      <button type="button" className="admin-button" onClick={() => setOpen(true)}>
        {t('versions.open')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('versions.title')}
        closeLabel={t('common.close')}
        variant="drawer"
        size="lg"
      >
        <HistoryBody<State, Saved>
          {...props}
          onRestored={(saved) => {
            setOpen(false);
            props.onRestored(saved);
          }}
        />
      </Modal>
    </section>
  );
}

function HistoryBody<State, Saved>({
  record,
  current,
  fields,
  onRestored,
  refusal,
}: VersionHistoryProps<State, Saved>) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const list = useVersions(record);
  // Nobody (the state a record had when its history began), the scheduled task, or a staff member.
  const authorName = (author: VersionAuthor | null) =>
    author === null
      ? t('versions.system')
      : author.id === SYSTEM_VERSION_AUTHOR_ID
        ? t('versions.scheduled')
        : author.name;
  const [chosen, setChosen] = useState<{ id: string; state: State } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (versionId: string) => {
    setProblem(null);
    try {
      const version = await getVersion<State>(record, versionId);
      setChosen({ id: version.id, state: version.state });
    } catch {
      setProblem(t('versions.loadError'));
    }
  };
  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const saved = await restoreVersion<Saved>(record, chosen.id);
      setConfirming(false);
      await list.mutate();
      onRestored(saved);
    } catch (error) {
      setConfirming(false);
      const known = error instanceof ApiError ? refusal?.(error) : undefined;
      setProblem(known ?? t('versions.restoreFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (list.error) return <p role="alert">{t('versions.loadError')}</p>;
  if (!list.data) return <p>{t('common.loadingRows')}</p>;
  if (list.data.items.length === 0) return <p>{t('versions.empty')}</p>;
  const differences = chosen ? versionDifferences(fields, chosen.state, current) : [];
  return (
    <div className="version-history__body">
      <ol className="version-history__list">
        {list.data.items.map((version, index) => (
          <li key={version.id}>
            <button
              type="button"
              className="version-history__version"
              aria-pressed={chosen?.id === version.id}
              onClick={() => void choose(version.id)}
            >
              <time dateTime={version.createdAt}>{formatShortDateTime(version.createdAt, lang)}</time>
              <span>{authorName(version.author)}</span>
              {index === 0 ? <span className="version-history__latest">{t('versions.latest')}</span> : null}
            </button>
          </li>
        ))}
      </ol>
      {problem ? <p role="alert">{problem}</p> : null}
      {chosen ? (
        <div className="version-history__detail" aria-live="polite">
          <h4>{t('versions.differences')}</h4>
          {differences.length === 0 ? (
            <p>{t('versions.noDifferences')}</p>
          ) : (
            <dl className="version-history__diff">
              {differences.map((difference) => (
                <div key={difference.key}>
                  <dt>{difference.label}</dt>
                  <dd>
                    {difference.parts.map((part, index) =>
                      part.added ? (
                        <ins key={index} title={t('versions.added')}>
                          {part.value}
                        </ins>
                      ) : part.removed ? (
                        <del key={index} title={t('versions.removed')}>
                          {part.value}
                        </del>
                      ) : (
                        <span key={index}>{part.value}</span>
                      ),
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="version-history__legend">{t('versions.legend')}</p>
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={differences.length === 0}
            onClick={() => setConfirming(true)}
          >
            {t('versions.restore')}
          </button>
        </div>
      ) : (
        <p>{t('versions.choose')}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('versions.confirmTitle')}
        message={t('versions.confirmMessage')}
        confirmLabel={busy ? t('versions.restoring') : t('versions.restore')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void restore()}
        onCancel={() => setConfirming(false)}
        busy={busy}
        tone="default"
      />
    </div>
  );
}
