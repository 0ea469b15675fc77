import { useTranslation } from 'react-i18next';
import { VersionHistory } from '@/components/admin/versions/version-history';
import { LANGUAGE_NAME_KEYS } from '@/lib/languages';
import { catalogueHistoryFields, type CatalogueState } from '../lib/catalogue-history';

/**
 * A catalogue item's history in its editor: earlier saves, what each would change, and Restore. The
 * restore saves at once, so the editor hands the item as stored on, as after a save.
 */
export function CatalogueHistory<Saved>({
  path,
  itemKey,
  current,
  optionalFields = [],
  onRestored,
}: {
  /** The item's own API path: `/projects/<id>`, `/timeline/<year>`. */
  path: string;
  /** The name of the item's key field (`id`, `year`), which every version shares. */
  itemKey: string;
  current: CatalogueState;
  /** Fields the item may lack now that a version may have (a project's gallery or quote). */
  optionalFields?: readonly string[];
  onRestored: (saved: Saved) => void;
}) {
  const { t } = useTranslation('adminContent');
  const fields = catalogueHistoryFields(
    current,
    itemKey,
    (name) => t(`siteContent.history.fields.${name}`, { defaultValue: name }),
    (field, language) => t('siteContent.inLanguage', { field, language: t(LANGUAGE_NAME_KEYS[language]) }),
    optionalFields,
  );
  return (
    <VersionHistory<CatalogueState, Saved>
      record={path}
      current={current}
      fields={fields}
      onRestored={onRestored}
    />
  );
}
