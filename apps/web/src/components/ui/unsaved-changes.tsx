import { UNSAVED_CHANGES_MESSAGES } from '@congress/domain/unsaved-changes';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useContext, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useText } from '../../lib/i18n/use-text.ts';

type LeaveDialogProps = { opened: boolean; onStay: () => void; onLeave: () => void };

function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  const t = useText();
  return (
    <Modal opened={opened} onClose={onStay} title={t(UNSAVED_CHANGES_MESSAGES.title)} centered zIndex={400}>
      <Text size="sm">{t(UNSAVED_CHANGES_MESSAGES.body)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          <FormattedMessage id="ui.unsaved.stay" defaultMessage="Stay on the form" />
        </Button>
        <Button color="red" onClick={onLeave}>
          <FormattedMessage id="ui.unsaved.leave" defaultMessage="Leave without saving" />
        </Button>
      </Group>
    </Modal>
  );
}

/** Route changes inside the app (links, Previous, the browser's back button). */
function NavigationBlocker({ isDirty }: { isDirty: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const isBlocked = blocker.state === 'blocked';
  return (
    <LeaveDialog
      opened={isBlocked}
      onStay={() => isBlocked && blocker.reset()}
      onLeave={() => isBlocked && blocker.proceed()}
    />
  );
}

export type UnsavedChanges = {
  /** Render it with the form: the dialogs that ask before leaving. */
  prompt: ReactNode;
  /** Runs `leave` at once when nothing is unsaved, after the person confirms otherwise (Cancel, close). */
  confirmLeave: (leave: () => void) => void;
  /** Call once saved, before navigating away: the changes are no longer at risk. */
  markSaved: () => void;
};

/**
 * Leaving a form with unsaved changes asks first: a route change through React
 * Router's blocker, closing or reloading the tab through the browser's own `beforeunload` prompt, and
 * closing a modal through `confirmLeave`. Outside a data router (component tests) only the last two.
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChanges {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const hasDataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const prompt = (
    <>
      {hasDataRouter && <NavigationBlocker isDirty={dirty} />}
      <LeaveDialog
        opened={pendingLeave !== null}
        onStay={() => setPendingLeave(null)}
        onLeave={() => {
          const leave = pendingLeave;
          setPendingLeave(null);
          leave?.();
        }}
      />
    </>
  );
  return {
    prompt,
    confirmLeave: (leave) => (dirty.current ? setPendingLeave(() => leave) : leave()),
    markSaved: () => {
      dirty.current = false;
    },
  };
}
