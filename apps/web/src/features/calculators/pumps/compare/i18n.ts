// Registers the texts of the pump search across series and the comparison as the `pumpCompare`
// namespace (see lib/i18n.ts); imported by every component here, so they travel in the lazy chunk.
import { addTranslations } from '../../../../lib/i18n';
import ru from './locales/ru.json';

export const PUMP_COMPARE_NS = 'pumpCompare';
addTranslations(PUMP_COMPARE_NS, ru);
