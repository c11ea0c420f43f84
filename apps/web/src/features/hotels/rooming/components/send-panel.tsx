import { HOTEL_MESSAGES, ZHotelWriteRequest } from '@congress/domain/contracts/congress';
import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { ROOMING_LINK_DAYS } from '@congress/domain/rooming-list';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { useSaveReservationsEmail } from '../api/save-reservations-email.ts';
import { m } from '../messages.ts';

type SendPanelProps = { list: TRoomingList; canSend: boolean; onSend: () => void };

// The server's own rule: empty removes the address.
const isValidEmail = (value: string) => ZHotelWriteRequest.shape.reservationsEmail.safeParse(value).success;

/** Where the list goes (editable by admins), and "Send to the hotel", refused while there is no address. */
export function SendPanel({ list, canSend, onSend }: SendPanelProps) {
  const intl = useIntl();
  const t = useText();
  const save = useSaveReservationsEmail(list.hotelId);
  const saved = list.reservationsEmail ?? '';
  const [draft, setDraft] = useState(saved);
  const [isSaved, setIsSaved] = useState(false);
  const trimmed = draft.trim();
  const isDirty = trimmed !== saved;
  const invalid = isDirty && !isValidEmail(trimmed) ? t(HOTEL_MESSAGES.reservationsEmail) : null;
  const blocker = !list.reservationsEmail ? m.noEmail : isDirty ? m.unsavedEmail : null;
  const onSave = () => {
    if (invalid) return;
    setIsSaved(false);
    save.mutate(trimmed, { onSuccess: () => setIsSaved(true) });
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rooming-send-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="rooming-send-title">
          {intl.formatMessage(m.sendTitle)}
        </Title>
        <Text size="sm" c="gray.8">
          {intl.formatMessage(m.sendIntro, { days: ROOMING_LINK_DAYS })}
        </Text>
        {canSend ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={intl.formatMessage(m.reservationsEmail)}
                type="email"
                value={draft}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setIsSaved(false);
                }}
                error={invalid}
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" variant="default" disabled={!isDirty} loading={save.isPending}>
                {intl.formatMessage(m.saveEmail)}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage(m.reservationsEmail)}: {list.reservationsEmail ?? '-'}
          </Text>
        )}
        <FormMessage message={save.error ? errorMessage(save.error) : null} />
        <FormMessage tone="success" message={isSaved ? intl.formatMessage(m.emailSaved) : null} />
        {canSend && (
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={18} aria-hidden />}
              disabled={blocker !== null}
              aria-describedby={blocker ? 'rooming-send-blocker' : undefined}
              onClick={onSend}
            >
              {intl.formatMessage(m.sendButton)}
            </Button>
            {blocker && (
              <Text id="rooming-send-blocker" size="sm" c="gray.8">
                {intl.formatMessage(blocker)}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
