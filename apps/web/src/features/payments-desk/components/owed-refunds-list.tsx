import type { TOwedParticipation } from '@congress/domain/contracts/staff-refunds';
import { formatMoney } from '@congress/domain/money';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { StatementLines } from '../../../components/money/statement-lines.tsx';
import { PersonLine } from './person-line.tsx';
import { StaffRefundButton } from './staff-refund-button.tsx';
import { sr } from './staff-refund-messages.ts';

/**
 * The refund tab's second list (decisions 43): participations owed money that no request asks back,
 * each with its statement and "Refund EUR x".
 */
export function OwedRefundsList({ owed, canManage }: { owed: TOwedParticipation[]; canManage: boolean }) {
  const intl = useIntl();
  if (owed.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="owed-title">
      <Title order={2} size="h4" id="owed-title">
        {intl.formatMessage(sr.owedList)}
      </Title>
      <Text size="sm" c="gray.8">
        {intl.formatMessage(sr.owedHelp)}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {owed.map((item) => {
          const who = `${item.participant.firstName} ${item.participant.lastName}`;
          return (
            <Paper
              component="li"
              key={item.participationId}
              withBorder
              p="sm"
              radius="md"
              data-testid="owed-refund"
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <PersonLine person={item.participant} />
                  <StatementLines statement={item.statement} currency={item.currency} />
                </Stack>
                <Stack gap="xs" align="flex-end" ml="auto">
                  <Text fw={700} size="lg">
                    {formatMoney(item.owedCents, item.currency)}
                  </Text>
                  {canManage && (
                    <StaffRefundButton
                      participationId={item.participationId}
                      owedCents={item.owedCents}
                      currency={item.currency}
                      name={who}
                    />
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
