import { MESSAGES } from '@congress/domain/messages';
import { Button, Stack, Text } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { IconChevronRight } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useText } from '../../../lib/i18n/use-text.ts';
import { paths } from '../../../config/paths.ts';
import { useParticipantTypesWithRates } from '../../../api/participant-types.ts';

/** `isCongressOpen` is undefined while the congress loads. */
type ParticipantTypeLinksProps = { congressSlug: string; isCongressOpen?: boolean | undefined };

/** Side panel of the login screen: one link per participant type, to its rate list (step 1). */
export function ParticipantTypeLinks({ congressSlug, isCongressOpen }: ParticipantTypeLinksProps) {
  const intl = useIntl();
  const t = useText();
  const participantTypes = useParticipantTypesWithRates(congressSlug, { enabled: isCongressOpen === true });

  // A closed congress asks for no types: without this, the disabled query would spin for ever.
  if (isCongressOpen === false) return <Text>{t(MESSAGES.congressClosed)}</Text>;
  if (participantTypes.isError) {
    return (
      <Text role="alert" c="red.9">
        {participantTypes.error.message}
      </Text>
    );
  }
  if (!participantTypes.data)
    return (
      <PageLoader
        label={intl.formatMessage({
          id: 'auth.participantTypes.loading',
          defaultMessage: 'Loading participant types',
        })}
      />
    );
  if (participantTypes.data.length === 0)
    return (
      <Text>
        {intl.formatMessage({
          id: 'auth.participantTypes.none',
          defaultMessage: 'No rates are open for registration yet.',
        })}
      </Text>
    );

  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={intl.formatMessage({
        id: 'auth.participantTypes.label',
        defaultMessage: 'Participant types',
      })}
    >
      {participantTypes.data.map((type) => (
        <li key={type.slug}>
          <Button
            component={Link}
            to={paths.rateList.getHref(congressSlug, type.slug)}
            variant="default"
            fullWidth
            justify="space-between"
            rightSection={<IconChevronRight size={18} aria-hidden />}
          >
            {type.label}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
