// i18next for the web app: Russian only. The shared texts (frame, routes, home, shared UI) are the
// `common` namespace in lib/locales/ru.json, loaded with the entry bundle.
//
// How features add their texts (the one way): a feature keeps `features/<f>/locales/ru.json` and
// registers it as its own namespace from the module that uses it —
//   import ru from '../locales/ru.json';
//   addTranslations('kp', ru);            // at module top level, before any render
//   const { t } = useTranslation('kp');
// so a lazy feature's texts travel in that feature's chunk, and features never edit each other's files.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/ru.json';

export const defaultNS = 'common';

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  supportedLngs: ['ru'],
  ns: [defaultNS],
  defaultNS,
  resources: { ru: { [defaultNS]: common } },
  // Resources are bundled, so initialisation is synchronous and the first render already has texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Registers a feature's Russian texts as namespace `ns` (idempotent; see the header). */
export const addTranslations = (ns: string, resources: Record<string, unknown>): void => {
  if (!i18next.hasResourceBundle('ru', ns)) i18next.addResourceBundle('ru', ns, resources, true, false);
};

export { i18next as i18n };
