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

/**
 * One notice per message: the same words again while they show are not stacked (three saves of a
 * companion's and a participant's activities covered the table on a phone with three toasts).
 */
function noticeId(kind: string, message: string): string {
  let hash = 0;
  for (const char of message) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return `notice-${kind}-${(hash >>> 0).toString(36)}`;
}

export function notifyError(message: string, options: NotifyOptions = {}): void {
  notifications.show({
    id: noticeId('error', message),
    color: 'red',
    title: options.title ?? currentIntl().formatMessage({ id: 'ui.notify.error', defaultMessage: 'Error' }),
    message,
    position: options.position ?? 'top-right',
    autoClose: options.autoClose ?? NOTIFY_DURATION_MS,
  });
}

export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  notifications.show({
    id: noticeId('success', message),
    color: 'green',
    title:
      options.title ?? currentIntl().formatMessage({ id: 'ui.notify.success', defaultMessage: 'Success' }),
    message,
    position: options.position ?? 'top-right',
    autoClose: options.autoClose ?? NOTIFY_DURATION_MS,
  });
}
