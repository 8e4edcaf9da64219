// Registers the manager's console texts as the `manager` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const MANAGER_NS = 'manager';
addTranslations(MANAGER_NS, ru);
