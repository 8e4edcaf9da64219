// Registers the notifications feature's Russian texts as the `notifications` namespace (lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const NOTIFICATIONS_NS = 'notifications';
addTranslations(NOTIFICATIONS_NS, ru);
