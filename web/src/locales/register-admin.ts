/** Side-effect module of the admin routes: makes the admin namespaces available before they render. */
import i18n from '@/lib/i18n';
import { registerAdminTranslations } from './admin-namespaces';

registerAdminTranslations(i18n);
