import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

/** Placeholder until a later issue builds this screen (spec §2). */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.serviceDetail')} />;
}
