// Registers the history feature's Russian texts as the `history` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const HISTORY_NS = 'history';
addTranslations(HISTORY_NS, ru);
