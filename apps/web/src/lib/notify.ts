import { notifications } from '@mantine/notifications';
import { currentIntl } from './current-intl.ts';

/** Notification and message display time (spec 9). */
export const NOTIFY_DURATION_MS = 5000;

type NotificationPosition =
  | 'top-left'
  | 'top-right'
  | 'top-center'
  | 'bottom-left'
  | 'bottom-right'
  | 'bottom-center';
type NotifyOptions = { position?: NotificationPosition; autoClose?: number; title?: string };

export function notifyError(message: string, options: NotifyOptions = {}): void {
  notifications.show({
    color: 'red',
    title: options.title ?? currentIntl().formatMessage({ id: 'ui.notify.error', defaultMessage: 'Error' }),
    message,
    position: options.position ?? 'top-right',
    autoClose: options.autoClose ?? NOTIFY_DURATION_MS,
  });
}

export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  notifications.show({
    color: 'green',
    title:
      options.title ?? currentIntl().formatMessage({ id: 'ui.notify.success', defaultMessage: 'Success' }),
    message,
    position: options.position ?? 'top-right',
    autoClose: options.autoClose ?? NOTIFY_DURATION_MS,
  });
}
