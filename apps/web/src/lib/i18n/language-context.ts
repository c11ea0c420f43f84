import type { Language } from '@congress/domain/i18n/languages';
import { createContext, useContext } from 'react';

export type LanguageState = { language: Language; setLanguage: (language: Language) => void };

export const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

/** The reader's language and the way to change it (the header's menu). */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
