import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePeopleWithoutChoice } from '../api/get-stats.ts';
import { PeoplePager } from './people-pager.tsx';

/** The people with no activity chosen yet, a page at a time. */
export function WithoutChoiceCard({ slug, count }: { slug: string; count: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const people = usePeopleWithoutChoice(slug, page);
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-label={intl.formatMessage({
        id: 'activities.participant.withoutChoice.title',
        defaultMessage: 'No choice yet',
      })}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {intl.formatMessage(
            {
              id: 'activities.participant.withoutChoice.titleCount',
              defaultMessage: 'No choice yet ({count})',
            },
            { count },
          )}
        </Title>
        {people.isPending && (
          <PageLoader
            label={intl.formatMessage({
              id: 'activities.participant.withoutChoice.loading',
              defaultMessage: 'Loading the participants',
            })}
          />
        )}
        {people.isError && <FormMessage message={people.error.message} />}
        {people.data && (
          <PeoplePager
            data={people.data}
            label={intl.formatMessage({
              id: 'activities.participant.withoutChoice.people',
              defaultMessage: 'Participants with no choice yet',
            })}
            onPage={setPage}
          />
        )}
      </Stack>
    </Card>
  );
}
