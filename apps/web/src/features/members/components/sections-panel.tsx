import { MEMBER_MESSAGES, ZSectionCreate } from '@congress/domain/contracts/members';
import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useIntl } from 'react-intl';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateSection } from '../api/create-section.ts';
import { useSections } from '../../../api/sections.ts';
import { m } from '../messages.ts';

export function SectionsPanel() {
  const intl = useIntl();
  const t = useText();
  const sections = useSections();
  const create = useCreateSection();
  const form = useForm({
    initialValues: { name: '', addressCountry: '', numero: '' },
    validate: useTranslatedResolver(zod4Resolver(ZSectionCreate, { errorPriority: 'first' })),
  });
  const onSubmit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess(t(MEMBER_MESSAGES.sectionCreated));
        form.reset();
      },
      onError: showFieldErrors(form),
    }),
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="sections-title">
      <Title order={2} size="h3" id="sections-title">
        {intl.formatMessage(m.sections)}
      </Title>
      {sections.isPending && <Loader size="sm" aria-label={intl.formatMessage(m.loadingSections)} />}
      {sections.isError && <Alert color="red">{errorMessage(sections.error)}</Alert>}
      {sections.data?.length === 0 && <Text>{intl.formatMessage(m.noSection)}</Text>}
      {sections.data && sections.data.length > 0 && (
        <Table.ScrollContainer
          minWidth={320}
          type="native"
          tabIndex={0}
          aria-label={intl.formatMessage(m.sectionsTable)}
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.country)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.number)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sections.data.map((section) => (
                <Table.Tr key={section.id}>
                  <Table.Td>{section.name}</Table.Td>
                  <Table.Td>{section.addressCountry}</Table.Td>
                  <Table.Td>{section.numero}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.createSection)}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={intl.formatMessage(m.sectionName)}
            required
            w={{ base: '100%', sm: 200 }}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={intl.formatMessage(m.country)}
            w={{ base: '100%', sm: 180 }}
            {...form.getInputProps('addressCountry')}
          />
          <TextInput
            label={intl.formatMessage(m.sectionNumber)}
            w={{ base: '100%', sm: 140 }}
            {...form.getInputProps('numero')}
          />
          <Button type="submit" loading={create.isPending}>
            {intl.formatMessage(m.createSection)}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
