import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications render; loaded with the first one (see providers.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} zIndex={1000} />;
}
