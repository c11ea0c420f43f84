import type { MessageDescriptor } from 'react-intl';

type Message = { id: string; defaultMessage: string; description?: string };

/**
 * react-intl's `defineMessages` without its typed-values contract, which refuses values for messages
 * defined together (react-intl 12 types them as taking none). The extractor knows the call by its name.
 */
export function defineMessages<const T extends Record<string, Message>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}
