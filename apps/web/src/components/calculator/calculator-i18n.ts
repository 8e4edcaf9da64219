// The calculator kit's Russian texts as the `calculator` namespace (see lib/i18n.ts), registered when
// a kit piece loads: only calculator pages use them, so the home page's first download does not.
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const CALCULATOR_NS = 'calculator';
addTranslations(CALCULATOR_NS, ru);
