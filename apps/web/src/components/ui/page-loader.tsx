import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A spinner announced to screen readers; aria-label is not allowed on the Loader's plain span. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
