import { useTranslation } from 'react-i18next';

/**
 * "Skip to main content": the first focusable element of a layout, shown only when focused (the
 * `skip-link` rule in global.css); `targetId` names the layout's `<main tabIndex={-1}>`.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${targetId}`} className="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}
