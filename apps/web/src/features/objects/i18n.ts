// Registers the objects feature's Russian texts as the `objects` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const OBJECTS_NS = 'objects';
addTranslations(OBJECTS_NS, ru);
