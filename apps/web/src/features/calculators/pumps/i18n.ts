// Registers the pump calculator's Russian texts as the `pumps` namespace (see lib/i18n.ts).
// Imported by every component of the feature, so the texts travel in the lazy pump chunk.
import { addTranslations } from '../../../lib/i18n';
import ru from './locales/ru.json';

export const PUMPS_NS = 'pumps';
addTranslations(PUMPS_NS, ru);
