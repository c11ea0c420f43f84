import { APP_ERROR_CODES, type AppErrorCode } from '@congress/domain/errors';
import { englishText } from '@congress/domain/i18n/english';
import type { TextValues } from '@congress/domain/i18n/translator';

/** What an error carries besides its code and text. */
export type AppErrorOptions = {
  /** Field name -> shared text, shown beside the field. */
  fields?: Record<string, string>;
  /** Response headers (Retry-After of a busy or rate-limited answer). */
  headers?: Record<string, string>;
  /** The ICU values of `text` (and of a field whose text is the same). */
  values?: TextValues;
  /** A field's own values, where its text is not the message's. */
  fieldValues?: Record<string, TextValues>;
};

/**
 * The one error type services throw; the error handler renders it (house style 5). `text` is a shared
 * text of the domain (its English, see packages/domain/src/i18n/texts.ts), `values` fill its ICU
 * arguments: the handler says it in the request's language. `message` and `fields` keep the English
 * rendering (logs, tests, callers that read them). A field whose text is the message's takes `values`
 * too, unless `fieldValues` gives it its own.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly text: string;
  readonly fields?: Record<string, string>;
  readonly fieldTexts?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly values?: TextValues;
  readonly fieldValues?: Record<string, TextValues>;
  constructor(
    readonly code: AppErrorCode,
    text: string,
    options: AppErrorOptions = {},
  ) {
    const { fields, headers, values, fieldValues } = options;
    super(englishText(text, values));
    this.text = text;
    this.headers = headers;
    this.values = values;
    this.fieldValues = fieldValues;
    this.statusCode = APP_ERROR_CODES[code];
    if (fields) {
      this.fieldTexts = fields;
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([field, fieldText]) => [
          field,
          englishText(fieldText, this.valuesOf(field)),
        ]),
      );
    }
  }

  /** The values of a field's text. */
  valuesOf(field: string): TextValues | undefined {
    return this.fieldValues?.[field] ?? (this.fieldTexts?.[field] === this.text ? this.values : undefined);
  }
}
