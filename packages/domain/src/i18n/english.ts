import { createTranslator, type TextValues, type Translator } from './translator.ts';

let english: Translator | undefined;

/**
 * A shared text (see texts.ts) in English, its values filled in: for what is said in English whatever
 * the reader (logs, the message an error keeps beside its text) and for tests.
 */
export function englishText(text: string, values?: TextValues): string {
  // Without values, the English is the text (and a literal that is no ICU message stays as it is).
  if (!values) return text;
  english ??= createTranslator('en', {});
  return english.text(text, values);
}
