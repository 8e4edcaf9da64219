// Registers the chat feature's Russian texts as the `chat` namespace (see lib/i18n.ts).
import { addTranslations } from '../../lib/i18n';
import ru from './locales/ru.json';

export const CHAT_NS = 'chat';
addTranslations(CHAT_NS, ru);
