import type { TRoomBlockGrid } from '@congress/domain/contracts/room-block-grid';
import type { RoomType } from '@congress/domain/stays';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useSaveRoomBlocks } from '../api/room-blocks.ts';
import {
  checkDraft,
  draftOf,
  type GridDraft,
  serverErrorsOf,
  type TypeTerms,
  withNight,
} from './grid-draft.ts';
import { RoomBlockTable } from './room-block-table.tsx';
import { RoomTypeTerms } from './room-type-terms.tsx';

type RoomBlockFormProps = { grid: TRoomBlockGrid; onReload: () => void; isReloading: boolean };

/** The grid as a form: edited in place, saved whole with the version it was read at (decisions 39). */
export function RoomBlockForm({ grid, onReload, isReloading }: RoomBlockFormProps) {
  const intl = useIntl();
  const t = useText();
  const save = useSaveRoomBlocks(grid.hotelId);
  const [initial] = useState(() => draftOf(grid));
  const [draft, setDraft] = useState<GridDraft>(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const unsaved = useUnsavedChanges(isDirty);
  const errors = {
    ...serverErrors,
    ...Object.fromEntries(Object.entries(clientErrors).map(([key, text]) => [key, t(text)])),
  };

  const edit = (change: (draft: GridDraft) => GridDraft, key?: string) => {
    setDraft(change);
    if (key) {
      setClientErrors(({ [key]: _dropped, ...rest }) => rest);
      setServerErrors(({ [key]: _dropped, ...rest }) => rest);
    }
  };
  const onRooms = (key: string, value: string) =>
    edit((d) => ({ ...d, rooms: { ...d.rooms, [key]: value } }), key);
  const onTerms = (roomType: RoomType, change: Partial<TypeTerms>) =>
    edit((d) => ({ ...d, terms: { ...d.terms, [roomType]: { ...d.terms[roomType], ...change } } }));
  const addNight = (side: 'before' | 'after') =>
    edit((d) => withNight(d, side, new Date().toISOString().slice(0, 10)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, grid);
    setClientErrors(checked.errors);
    setServerErrors({});
    if (Object.keys(checked.errors).length > 0) return;
    save.mutate(
      { version: grid.version, cells: checked.cells },
      {
        onSuccess: () => {
          unsaved.markSaved();
          notifySuccess(intl.formatMessage({ id: 'roomBlocks.saved', defaultMessage: 'Room blocks saved.' }));
        },
        onError: (error) => {
          if (error instanceof ApiError) setServerErrors(serverErrorsOf(error.fields, checked.cells));
        },
      },
    );
  };

  const failure = save.error;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          {intl.formatMessage({
            id: 'roomBlocks.legend',
            defaultMessage:
              'Rooms contracted per night; beneath each: sold · held · free. Leave a cell empty for no rooms that night.',
          })}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => addNight('before')}
          >
            {intl.formatMessage({ id: 'roomBlocks.addBefore', defaultMessage: 'Add a night before' })}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => addNight('after')}
          >
            {intl.formatMessage({ id: 'roomBlocks.addAfter', defaultMessage: 'Add a night after' })}
          </Button>
        </Group>
        <RoomBlockTable grid={grid} draft={draft} errors={errors} onRooms={onRooms} />
        <Title order={3} size="h5">
          {intl.formatMessage({ id: 'roomBlocks.termsTitle', defaultMessage: 'Extra nights and release' })}
        </Title>
        <Text size="sm" c="gray.8">
          {intl.formatMessage({
            id: 'roomBlocks.termsHelp',
            defaultMessage:
              'An extra night is one before or after the congress nights. A change here applies to every night of the room type; after the release date, unsold rooms go back to the hotel.',
          })}
        </Text>
        <RoomTypeTerms draft={draft} currency={grid.currency} errors={errors} onTerms={onTerms} />
        {failure && isVersionConflict(failure) && (
          <ConflictAlert onReload={onReload} isReloading={isReloading} />
        )}
        {failure && !isVersionConflict(failure) && (
          <Alert
            color="red"
            role="alert"
            title={intl.formatMessage({ id: 'roomBlocks.notSaved', defaultMessage: 'Not saved' })}
          >
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {intl.formatMessage({ id: 'roomBlocks.save', defaultMessage: 'Save room blocks' })}
          </Button>
        </Group>
      </Stack>
      {unsaved.prompt}
    </form>
  );
}
