// Registers the settings feature's Russian texts as the `settings` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const SETTINGS_NS = 'settings';
addTranslations(SETTINGS_NS, ru);
