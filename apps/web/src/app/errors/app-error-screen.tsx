import { Box, Container } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ScreenErrorPanel } from './screen-error-panel.tsx';

/**
 * The last resort, when the layout itself fails (its header, say) and no screen boundary is left to
 * catch it: the same panel on an otherwise empty page, never the router's bare default. Retry loads
 * the page again, since the layout has to start over.
 */
export function AppErrorScreen() {
  const error = useRouteError();
  return (
    <Box component="main">
      <Container size="sm" py="xl">
        <ScreenErrorPanel error={error} homeHref="/" onRetry={() => window.location.reload()} />
      </Container>
    </Box>
  );
}
