import { MEMBER_MESSAGES, ZSectionCreate } from '@congress/domain/contracts/members';
import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateSection } from '../api/create-section.ts';
import { useSections } from '../../../api/sections.ts';

export function SectionsPanel() {
  const sections = useSections();
  const create = useCreateSection();
  const form = useForm({
    initialValues: { name: '', addressCountry: '', numero: '' },
    validate: zod4Resolver(ZSectionCreate, { errorPriority: 'first' }),
  });
  const onSubmit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess(MEMBER_MESSAGES.sectionCreated);
        form.reset();
      },
      onError: showFieldErrors(form),
    }),
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="sections-title">
      <Title order={2} size="h3" id="sections-title">
        Sections
      </Title>
      {sections.isPending && <Loader size="sm" aria-label="Loading sections" />}
      {sections.isError && <Alert color="red">{errorMessage(sections.error)}</Alert>}
      {sections.data?.length === 0 && <Text>No section yet.</Text>}
      {sections.data && sections.data.length > 0 && (
        <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} aria-label="Sections table">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Country</Table.Th>
                <Table.Th>Number</Table.Th>
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
      <form onSubmit={onSubmit} noValidate aria-label="Create section">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Section name"
            required
            w={{ base: '100%', sm: 200 }}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Country"
            w={{ base: '100%', sm: 180 }}
            {...form.getInputProps('addressCountry')}
          />
          <TextInput label="Section number" w={{ base: '100%', sm: 140 }} {...form.getInputProps('numero')} />
          <Button type="submit" loading={create.isPending}>
            Create section
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
