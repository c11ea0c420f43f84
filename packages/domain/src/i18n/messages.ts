import type { MessageDescriptor } from '@formatjs/intl';

type Message = { id: string; defaultMessage: string; description?: string };

/**
 * `defineMessages` for the domain's own messages (the enums' labels), without @formatjs/intl's
 * typed-values contract; the extractor knows the call by its name, as it does the web app's and the
 * server's.
 */
export function defineMessages<const T extends Record<string, Message>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}
