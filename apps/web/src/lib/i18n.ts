import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';

/**
 * English only (docs/domain.md S1): the other languages are separate sites linked from the
 * language menu. The catalogue is bundled, so texts are there on the first render.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export { i18n };
