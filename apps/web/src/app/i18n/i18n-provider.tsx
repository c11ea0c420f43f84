import { setFormatLanguage } from '@congress/domain/i18n/format-locale';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { api } from '../../lib/api-client.ts';
import { AccountLanguage } from './account-language.tsx';
import { englishTexts, loadCatalogue, type WebCatalogue } from './catalogue.ts';
import { initialLanguage, storeLanguage } from './initial-language.ts';
import { LanguageContext } from '../../lib/i18n/language-context.ts';

type Loaded = { language: Language; messages: WebCatalogue };

function ignoreMissingInEnglish(error: { code?: string }) {
  // English has no catalogue: its messages are their defaults. Other languages are complete (i18n:check).
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** Where the reader's language is decided, its catalogue loaded, and dates and money follow it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const [loaded, setLoaded] = useState<Loaded | null>(
    language === 'en' ? { language, messages: englishTexts } : null,
  );
  const shownBefore = useRef<Language | null>(null);

  useEffect(() => {
    let isCurrent = true;
    loadCatalogue(language)
      .then((messages) => isCurrent && setLoaded({ language, messages }))
      // A catalogue that cannot be fetched (offline, a new deployment): English rather than nothing.
      .catch(() => isCurrent && setLoaded({ language: 'en', messages: englishTexts }));
    return () => {
      isCurrent = false;
    };
  }, [language]);

  const shown = loaded?.language;
  if (shown) {
    // Before the children render: they format dates and money, and ask the server, in it.
    setFormatLanguage(shown);
    api.setLanguage(shown);
  }
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    // What the server wrote in the previous language (staff content, messages) is fetched again.
    if (shownBefore.current && shownBefore.current !== shown) void queryClient.invalidateQueries();
    shownBefore.current = shown;
  }, [shown, queryClient]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  }, []);
  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  // The first page waits for its catalogue (one small request) rather than flash English.
  if (!loaded) return null;
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider
        locale={FORMAT_LOCALES[loaded.language]}
        defaultLocale={FORMAT_LOCALES.en}
        messages={loaded.messages}
        onError={ignoreMissingInEnglish}
      >
        <AccountLanguage />
        {/* A new language draws the page again from the top: every date and amount follows it, not only
            what reads the intl context. The route, the cache and the session stay; a half-typed form
            does not, as with the language links of pretix or Indico. */}
        <Fragment key={loaded.language}>{children}</Fragment>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
