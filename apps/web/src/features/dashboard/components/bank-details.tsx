import type { TCongress } from '@congress/domain/contracts/congress';
import { ActionIcon, Anchor, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

/** `isIban`: copied without its spaces. */
function CopyLine({ label, value, isIban = false }: { label: string; value: string; isIban?: boolean }) {
  const intl = useIntl();
  const copyLabel = intl.formatMessage(
    { id: 'dashboard.bank.copy', defaultMessage: 'Copy the {label}' },
    { label },
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} w={{ base: 110, xs: 150 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyButton value={value.replace(/\s+/g, isIban ? '' : ' ')}>
        {({ copied, copy }) => (
          <Tooltip
            label={
              copied
                ? intl.formatMessage({ id: 'dashboard.bank.copied', defaultMessage: 'Copied' })
                : copyLabel
            }
            withArrow
          >
            <ActionIcon variant="subtle" onClick={copy} aria-label={copyLabel}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The bank details as text to copy, beside the bank details image (decisions 35). */
export function BankDetails({
  congress,
  reference,
}: {
  congress: TCongress | undefined;
  reference: string | null;
}) {
  const intl = useIntl();
  const bank = congress?.bankDetails;
  const image = congress?.options.ribImage;
  if (!bank && !image) return null;
  return (
    <Stack
      gap={4}
      aria-label={intl.formatMessage({ id: 'dashboard.bank.label', defaultMessage: 'Bank details' })}
      component="section"
    >
      {bank?.accountHolder && (
        <CopyLine
          label={intl.formatMessage({ id: 'dashboard.bank.holder', defaultMessage: 'Account holder' })}
          value={bank.accountHolder}
        />
      )}
      {bank?.iban && (
        <CopyLine
          label={intl.formatMessage({ id: 'dashboard.bank.iban', defaultMessage: 'IBAN' })}
          value={bank.iban}
          isIban
        />
      )}
      {bank?.bic && (
        <CopyLine
          label={intl.formatMessage({ id: 'dashboard.bank.bic', defaultMessage: 'BIC' })}
          value={bank.bic}
        />
      )}
      {reference && (
        <CopyLine
          label={intl.formatMessage({ id: 'dashboard.bank.reference', defaultMessage: 'Reference' })}
          value={reference}
        />
      )}
      {image && (
        <Anchor href={image} target="_blank" rel="noopener" size="sm">
          {intl.formatMessage({ id: 'dashboard.bank.document', defaultMessage: 'Bank details document' })}
        </Anchor>
      )}
    </Stack>
  );
}
