// Registers the home feature's Russian texts as the `home` namespace (see lib/i18n.ts).
// Imported by every component of the feature, so the texts are there before the first render.
import { addTranslations } from '../../../lib/i18n';
import ru from './locales/ru.json';

export const HOME_NS = 'home';
addTranslations(HOME_NS, ru);
