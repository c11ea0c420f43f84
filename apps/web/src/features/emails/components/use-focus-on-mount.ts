import { useCallback } from 'react';

/**
 * A ref that moves the keyboard focus to its element once it is shown: when the Send Emails modal
 * changes step, the button pressed is gone, and focus would otherwise fall back to the page's body.
 */
export function useFocusOnMount<T extends HTMLElement>(isWanted = true) {
  return useCallback(
    (element: T | null) => {
      if (element && isWanted) element.focus();
    },
    [isWanted],
  );
}
