// Registers the station calculator's Russian texts as the `stations` namespace (lib/i18n.ts).
// Imported by every component of the feature, so the texts travel in its lazy chunk.
import { addTranslations } from '../../../lib/i18n';
import ru from './locales/ru.json';

export const STATIONS_NS = 'stations';
addTranslations(STATIONS_NS, ru);
