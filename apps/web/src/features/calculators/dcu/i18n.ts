// Registers the DCU calculator's Russian texts as the `dcu` namespace (see lib/i18n.ts). The form's
// field and choice names come from @podbor/contracts (dcuLabels): the PDF prints the same words.
import { addTranslations } from '../../../lib/i18n';
import ru from './locales/ru.json';

export const DCU_NS = 'dcu';
addTranslations(DCU_NS, ru);
