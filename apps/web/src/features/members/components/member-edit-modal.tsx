import {
  MEMBER_MESSAGES,
  type TMemberFieldsInput,
  type TMemberListItem,
  ZMemberFields,
} from '@congress/domain/contracts/members';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSections } from '../../../api/sections.ts';
import { useUpdateMember } from '../api/update-member.ts';

type MemberEditModalProps = {
  /** null while closed. */
  member: TMemberListItem | null;
  onClose: () => void;
};

/** Correct one member of the book (issue 6): the same field rules as an import row. */
export function MemberEditModal({ member, onClose }: MemberEditModalProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Edit ${member.firstname} ${member.name}` : 'Edit member'}
      size="lg"
      centered
    >
      {member && <MemberEditForm member={member} onClose={onClose} />}
    </Modal>
  );
}

const valuesOf = (member: TMemberListItem): Required<TMemberFieldsInput> => ({
  section: member.section ?? '',
  numMember: member.numMember,
  firstname: member.firstname,
  name: member.name,
  email: member.email,
  workingHotel: member.workingHotel ?? '',
});

function MemberEditForm({ member, onClose }: { member: TMemberListItem; onClose: () => void }) {
  const sections = useSections();
  const update = useUpdateMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: valuesOf(member),
    validate: zod4Resolver(ZMemberFields, { errorPriority: 'first' }),
  });
  const sectionOptions = (sections.data ?? []).map((s) => s.name);

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    update.mutate(
      { id: member.id, fields: values },
      {
        onSuccess: () => {
          notifySuccess(MEMBER_MESSAGES.memberUpdated);
          onClose();
        },
        onError: (error) => {
          showFieldErrors(form)(error);
          setServerError(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${member.firstname} ${member.name}`}>
      <Stack gap="sm">
        {sections.isError && <Alert color="red">{errorMessage(sections.error)}</Alert>}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Section"
            withAsterisk
            data={sectionOptions}
            searchable
            nothingFoundMessage="No section found"
            allowDeselect={false}
            {...form.getInputProps('section')}
            onChange={(value) => form.setFieldValue('section', value ?? '')}
          />
          <TextInput label="Member number" withAsterisk {...form.getInputProps('numMember')} />
          <TextInput label="First name" withAsterisk {...form.getInputProps('firstname')} />
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="E-mail" type="email" withAsterisk {...form.getInputProps('email')} />
          <TextInput label="Working hotel" {...form.getInputProps('workingHotel')} />
        </SimpleGrid>
        <FormMessage message={serverError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
