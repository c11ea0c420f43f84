import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';

/** A spinner announced to screen readers; aria-label is not allowed on the Loader's plain span. */
export function PageLoader({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>
        {label ?? intl.formatMessage({ id: 'ui.loader.loading', defaultMessage: 'Loading' })}
      </VisuallyHidden>
    </Center>
  );
}
