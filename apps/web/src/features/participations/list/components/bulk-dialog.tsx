import { BULK_MESSAGES, type TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import { MESSAGES } from '@congress/domain/messages';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { BulkSummary } from './bulk-summary.tsx';

/**
 * A bulk action in three steps: the question with the count ("Change the status of 40
 * participations to Confirmed?"), the run, then the summary of what succeeded and what failed.
 */
export function BulkDialog<T>(props: {
  title: string;
  question: string;
  mutation: UseMutationResult<TBulkSummary, Error, T>;
  body: T;
  confirmLabel: string;
  onClose: () => void;
  /** Fields the action needs before it runs (the date a transfer was received). */
  children?: ReactNode;
}) {
  const t = useText();
  const { mutation } = props;
  const error = mutation.error;
  const message = error ? (isApiError(error) ? error.message : t(MESSAGES.genericError)) : null;
  return (
    <Modal opened onClose={props.onClose} title={props.title} closeOnClickOutside={!mutation.isPending}>
      <Stack gap="md">
        {mutation.isIdle && (
          <>
            <Text>{props.question}</Text>
            {props.children}
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                <FormattedMessage id="participations.bulk.cancel" defaultMessage="Cancel" />
              </Button>
              <Button onClick={() => mutation.mutate(props.body)}>{props.confirmLabel}</Button>
            </Group>
          </>
        )}
        {mutation.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t(BULK_MESSAGES.working)}</Text>
          </Group>
        )}
        {(mutation.isSuccess || mutation.isError) && (
          <>
            {mutation.data && <BulkSummary summary={mutation.data} />}
            <FormMessage message={message} />
            <Group justify="flex-end">
              <Button onClick={props.onClose}>
                <FormattedMessage id="participations.bulk.close" defaultMessage="Close" />
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
