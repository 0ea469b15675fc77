import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '@/components/admin/delete-button';
import { moved } from '../lib/localized-form';

/**
 * A list an editor orders by hand (a service's features, process steps, FAQs): each item with Move up,
 * Move down and Remove, and Add at the end until `max`. The items' own fields are `renderItem`'s.
 */
export function EditableList<T>({
  legend,
  itemLabel,
  items,
  onChange,
  makeEmpty,
  max,
  min = 0,
  error,
  renderItem,
}: {
  legend: string;
  /** The item's name for its buttons: "Feature 2". */
  itemLabel: (index: number) => string;
  items: readonly T[];
  onChange: (next: T[]) => void;
  makeEmpty: () => T;
  max: number;
  min?: number;
  /** A problem of the list as a whole (too few, too many). */
  error?: string;
  renderItem: (item: T, index: number, change: (next: T) => void) => ReactNode;
}) {
  const { t } = useTranslation('adminContent');
  const change = (index: number) => (next: T) =>
    onChange(items.map((item, at) => (at === index ? next : item)));
  return (
    <fieldset className="site-content__list">
      <legend className="site-content__legend">{legend}</legend>
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ol className="site-content__items">
        {items.map((item, index) => (
          <li key={index} className="site-content__item">
            <div className="site-content__item-fields">{renderItem(item, index, change(index))}</div>
            <div className="site-content__item-actions">
              <button
                type="button"
                className="admin-button"
                disabled={index === 0}
                aria-label={t('siteContent.moveUp', { item: itemLabel(index) })}
                onClick={() => onChange(moved(items, index, -1))}
              >
                {t('siteContent.up')}
              </button>
              <button
                type="button"
                className="admin-button"
                disabled={index === items.length - 1}
                aria-label={t('siteContent.moveDown', { item: itemLabel(index) })}
                onClick={() => onChange(moved(items, index, 1))}
              >
                {t('siteContent.down')}
              </button>
              <DeleteButton
                disabled={items.length <= min}
                aria-label={t('siteContent.remove', { item: itemLabel(index) })}
                onClick={() => onChange(items.filter((_item, at) => at !== index))}
              >
                {t('common.delete')}
              </DeleteButton>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="admin-button"
        disabled={items.length >= max}
        onClick={() => onChange([...items, makeEmpty()])}
      >
        {t('siteContent.add', { item: itemLabel(items.length) })}
      </button>
    </fieldset>
  );
}
