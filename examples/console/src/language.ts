import type { MessageOverrides } from 'partner-console';
import { storedPreference } from './preference.js';

/** The languages the console offers, by their own names (a list of languages is never translated). */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'de', name: 'Deutsch', locale: 'de-DE' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The console's own storage key for the language the user picked; without one the browser's language decides. */
export const LANGUAGE_KEY = 'console.language';

/** German for a browser that asks for German first, English otherwise. */
function browserLanguage(): Language {
  const preferred = navigator.languages?.[0] ?? navigator.language ?? '';
  return preferred.toLowerCase().startsWith('de') ? 'de' : 'en';
}

const language = storedPreference<Language>(
  LANGUAGE_KEY,
  LANGUAGES.map((entry) => entry.code),
  browserLanguage,
  (onChange) => {
    window.addEventListener('languagechange', onChange);
    return () => window.removeEventListener('languagechange', onChange);
  },
);

/** The language in force: the one picked in the account menu (remembered), or the browser's. */
export const currentLanguage = language.current;

/** The console's language and a way to change it (remembered under the console's own key). */
export const useLanguage = () => language.usePreference('en');

export const localeOf = (code: Language) => LANGUAGES.find((entry) => entry.code === code)!.locale;

/** The catalogue of a language: English is the library's own; the others load when first needed. */
export async function loadCatalogue(code: Language): Promise<MessageOverrides | undefined> {
  return code === 'de' ? (await import('partner-console/locales/de')).de : undefined;
}
