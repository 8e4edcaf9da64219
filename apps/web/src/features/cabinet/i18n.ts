// Registers the cabinet shell's Russian texts as the `cabinet` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const CABINET_NS = 'cabinet';
addTranslations(CABINET_NS, ru);
