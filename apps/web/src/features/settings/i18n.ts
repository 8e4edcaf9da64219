// Registers the settings feature's Russian texts as the `settings` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const SETTINGS_NS = 'settings';
addTranslations(SETTINGS_NS, ru);

/**
 * The one id of the settings pages' toasts: the saved / not saved toast of the next change
 * replaces the last one (three toggles flipped in a row show one toast, not a stack).
 */
export const SETTINGS_TOAST_ID = 'settings-save';
