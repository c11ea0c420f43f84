import type { FormErrors } from '@mantine/form';
import { useText } from './use-text.ts';

/**
 * A form's validation in the reader's language: the shared zod schemas say their errors with the
 * domain's English texts, which this translates as the resolver returns them.
 * `validate: useTranslatedResolver(zod4Resolver(ZSchema, { errorPriority: 'first' }))`.
 */
export function useTranslatedResolver<Values>(
  resolver: (values: Values) => FormErrors,
): (values: Values) => FormErrors {
  const t = useText();
  return (values) =>
    Object.fromEntries(
      Object.entries(resolver(values)).map(([field, error]) => [
        field,
        typeof error === 'string' ? t(error) : error,
      ]),
    );
}
