import type { TBankTransferResponse } from '@congress/domain/contracts/payments';
import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

export type BankAccountDetails = TBankTransferResponse['bankDetails'];

/** `isIban`: copied without its spaces. */
function CopyLine({ label, value, isIban = false }: { label: string; value: string; isIban?: boolean }) {
  const intl = useIntl();
  const copyLabel = intl.formatMessage(
    { id: 'dashboard.bank.copy', defaultMessage: 'Copy the {label}' },
    { label },
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} w={{ base: 110, xs: 150 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere', flex: 1 }}>
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

/**
 * The congress's bank account as text to copy (decisions 35): the one set of details
 * entered in the settings, the same the proforma and the e-mails print. No image is shown beside it.
 */
export function BankAccount({ bank, reference }: { bank: BankAccountDetails; reference: string | null }) {
  const intl = useIntl();
  if (!bank && !reference) return null;
  const lines = [
    [
      intl.formatMessage({ id: 'dashboard.bank.holder', defaultMessage: 'Account holder' }),
      bank?.accountHolder,
    ],
    [intl.formatMessage({ id: 'dashboard.bank.bankName', defaultMessage: 'Bank' }), bank?.bankName],
    [intl.formatMessage({ id: 'dashboard.bank.iban', defaultMessage: 'IBAN' }), bank?.iban],
    [intl.formatMessage({ id: 'dashboard.bank.bic', defaultMessage: 'BIC' }), bank?.bic],
    [intl.formatMessage({ id: 'dashboard.bank.address', defaultMessage: 'Bank address' }), bank?.bankAddress],
    [intl.formatMessage({ id: 'dashboard.bank.reference', defaultMessage: 'Reference' }), reference],
  ] as const;
  const iban = lines[2][0];
  return (
    <Stack
      gap={4}
      aria-label={intl.formatMessage({ id: 'dashboard.bank.label', defaultMessage: 'Bank details' })}
      component="section"
    >
      {lines.map(([label, value]) =>
        value ? <CopyLine key={label} label={label} value={value} isIban={label === iban} /> : null,
      )}
    </Stack>
  );
}
