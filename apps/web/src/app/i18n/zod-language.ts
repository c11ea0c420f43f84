import type { Language } from '@congress/domain/i18n/languages';
import { z } from 'zod';

/** Zod's own messages (a schema check with no text of ours), in each language: loaded with its catalogue. */
const LOCALES: Record<Language, () => Promise<{ default: () => Parameters<typeof z.config>[0] }>> = {
  en: () => import('zod/v4/locales/en.js'),
  fr: () => import('zod/v4/locales/fr.js'),
  pt: () => import('zod/v4/locales/pt.js'),
};

let configured: Language = 'en';

/** One reader per page: zod's global configuration can follow the page's language. */
export async function applyZodLanguage(language: Language): Promise<void> {
  if (language === configured) return;
  const locale = await LOCALES[language]();
  z.config(locale.default());
  configured = language;
}
