import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useResendOffer } from '../../api/waiting-lists.ts';

const m = defineMessages({
  resend: { id: 'offers.resend', defaultMessage: 'Send the e-mail again' },
  resendFor: { id: 'offers.resendFor', defaultMessage: 'Send the e-mail again: {rate}' },
  sent: {
    id: 'offers.resend.sent',
    defaultMessage: 'Sent. Use the link of this new e-mail: the older link no longer works.',
  },
});

type ResendOfferButtonProps = { congressSlug: string; rateId: number; rateLabel: string };

/** The offer's e-mail again (lost, or in spam): the answer, sent or the limit, shows beside it. */
export function ResendOfferButton({ congressSlug, rateId, rateLabel }: ResendOfferButtonProps) {
  const text = useIntl().formatMessage;
  const resend = useResendOffer(congressSlug);
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        size="compact-sm"
        w="fit-content"
        loading={resend.isPending}
        onClick={() => resend.mutate(rateId)}
        aria-label={text(m.resendFor, { rate: rateLabel })}
      >
        {text(m.resend)}
      </Button>
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {text(m.sent)}
        </Text>
      )}
      {resend.isError && (
        <Text size="sm" role="alert" c="red.9">
          {resend.error.message}
        </Text>
      )}
    </Stack>
  );
}
