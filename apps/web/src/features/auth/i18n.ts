// Registers the accounts feature's Russian texts as the `auth` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const AUTH_NS = 'auth';
addTranslations(AUTH_NS, ru);
