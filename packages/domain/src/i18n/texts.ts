/**
 * The shared messages (errors, validation, notices the server and the web app both say) are written
 * once, in English, in maps marked by `defineTexts`. The English text is the message's id in the
 * catalogues, as gettext does: a map stays a plain object of strings, so schemas, services and tests
 * use it unchanged, and a message is translated where it is shown (the server's error handler, the
 * web app's `useText`). A text may be an ICU message (`{count, plural, ...}`) given its values there.
 *
 * Marking a map registers its texts, so `i18n:check` can list them beside the messages FormatJS
 * extracts from components (see scripts/i18n).
 */
const registered = new Set<string>();

export function defineTexts<const T extends Record<string, string>>(texts: T): T {
  for (const text of Object.values(texts)) registered.add(text);
  return texts;
}

/** Every text of the maps imported so far (the check imports them all). */
export function registeredTexts(): ReadonlySet<string> {
  return registered;
}
