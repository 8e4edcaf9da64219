// The texts of the shared list pieces (pager, list states, section cards, confirmations, the files
// menu) as their own namespace, registered when one of them loads: only the cabinet and other
// lazy pages use them, so the home page's first download does not carry them.
import { addTranslations } from '../../lib/i18n';
import ru from './locales/lists.ru.json';

export const LISTS_NS = 'lists';
addTranslations(LISTS_NS, ru);
