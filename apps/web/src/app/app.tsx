import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';

export function App() {
  return <MantineProvider>Congress registration</MantineProvider>;
}
