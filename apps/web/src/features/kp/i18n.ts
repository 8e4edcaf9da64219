// Registers the КП feature's Russian texts as the `kp` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const KP_NS = 'kp';
addTranslations(KP_NS, ru);
