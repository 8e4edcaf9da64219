// Registers the heat-exchanger calculators' Russian texts as the `heat` namespace (lib/i18n.ts).
// Imported by every component of the feature, so the texts travel in its lazy chunk.
import { addTranslations } from '../../../lib/i18n';
import ru from './locales/ru.json';

export const HEAT_NS = 'heat';
addTranslations(HEAT_NS, ru);
