import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { secondRemovalOf } from '../second-removal.ts';

const m = defineMessages({
  roomMateRegistered: {
    id: 'registration.form.roomMateRemovalRegistered',
    defaultMessage:
      'Your room is shared with {name}. If you confirm, {name} will no longer share your room and will be told by e-mail.',
  },
  roomMateAwaited: {
    id: 'registration.form.roomMateRemovalAwaited',
    defaultMessage:
      'Your registration names {name} as your room-mate. If you confirm, you will no longer share a room with {name}.',
  },
});

/** What the participant confirms before their second person goes: a room-mate's own words, or the companion's. */
export function useSecondRemovalMessage(participation: TParticipation | null): string {
  const intl = useIntl();
  const t = useText();
  const removal = secondRemovalOf(participation);
  if (removal.kind === 'companion') return t(MESSAGES.companionRemoval);
  return intl.formatMessage(removal.isRegistered ? m.roomMateRegistered : m.roomMateAwaited, {
    name: removal.name,
  });
}
