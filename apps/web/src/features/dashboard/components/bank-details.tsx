import type { TCongress } from '@congress/domain/contracts/congress';
import { ActionIcon, Anchor, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

function CopyLine({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={600} w={130} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <CopyButton value={value.replace(/\s+/g, label === 'IBAN' ? '' : ' ')}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy the ${label}`} withArrow>
            <ActionIcon variant="subtle" onClick={copy} aria-label={`Copy the ${label}`}>
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
  const bank = congress?.bankDetails;
  const image = congress?.options.ribImage;
  if (!bank && !image) return null;
  return (
    <Stack gap={4} aria-label="Bank details" component="section">
      {bank?.accountHolder && <CopyLine label="Account holder" value={bank.accountHolder} />}
      {bank?.iban && <CopyLine label="IBAN" value={bank.iban} />}
      {bank?.bic && <CopyLine label="BIC" value={bank.bic} />}
      {reference && <CopyLine label="Reference" value={reference} />}
      {image && (
        <Anchor href={image} target="_blank" rel="noopener" size="sm">
          Bank details document
        </Anchor>
      )}
    </Stack>
  );
}
