import type { TLetterVerification } from '@congress/domain/contracts/invitation-letters';
import { formatDate } from '@congress/domain/dates';
import { Alert, Paper, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLetterVerification } from './api/verify-letter.ts';
import { m } from './messages.ts';

/** The public page a letter's QR code opens, for staff and embassies. */
export function LetterVerifyScreen({ token }: { token: string }) {
  const intl = useIntl();
  const verification = useLetterVerification(token);
  return (
    <ScreenSection title={intl.formatMessage(m.verifyTitle)}>
      {verification.isPending && <PageLoader label={intl.formatMessage(m.checking)} />}
      {verification.isError && <Alert color="red">{errorMessage(verification.error)}</Alert>}
      {verification.data && <VerificationPanel result={verification.data} />}
    </ScreenSection>
  );
}

function VerificationPanel({ result }: { result: TLetterVerification }) {
  const intl = useIntl();
  if (!result.isGenuine) {
    return (
      <Alert
        color="red.9"
        variant="filled"
        icon={<IconCircleX aria-hidden />}
        title={intl.formatMessage(m.notGenuine)}
        data-testid="letter-verdict"
      >
        {intl.formatMessage(m.notGenuineText)}
      </Alert>
    );
  }
  const day = (value: string | null) => (value ? formatDate(value, 'UTC') : '');
  const rows: [string, string][] = [
    [intl.formatMessage(m.reference), result.reference ?? ''],
    [intl.formatMessage(m.participant), result.name ?? ''],
    [intl.formatMessage(m.congress), result.congress ?? ''],
    ...(result.startsOn && result.endsOn
      ? ([[intl.formatMessage(m.dates), `${day(result.startsOn)} – ${day(result.endsOn)}`]] as [
          string,
          string,
        ][])
      : []),
    [intl.formatMessage(m.issuedOn), day(result.issuedAt)],
    [intl.formatMessage(m.filter), intl.formatMessage(m.statusIssued)],
  ];
  return (
    <Stack gap="md">
      <Alert
        color="teal.9"
        variant="filled"
        icon={<IconCircleCheck aria-hidden />}
        title={intl.formatMessage(m.genuine)}
        data-testid="letter-verdict"
      >
        {intl.formatMessage(m.genuineText)}
      </Alert>
      <Paper withBorder p="sm">
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
