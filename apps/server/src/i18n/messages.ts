import type { MessageDescriptor } from '@formatjs/intl';

type Message = { id: string; defaultMessage: string; description?: string };

/**
 * `defineMessages` without @formatjs/intl's typed-values contract, which refuses values for messages
 * defined together; the extractor knows the call by its name (as apps/web/src/lib/i18n/messages.ts).
 */
export function defineMessages<const T extends Record<string, Message>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}
