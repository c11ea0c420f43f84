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
import { useIntl } from 'react-intl';
import { useTranslatedResolver } from '../../../lib/i18n/translated-resolver.ts';
import { useText } from '../../../lib/i18n/use-text.ts';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSections } from '../../../api/sections.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { m } from '../messages.ts';

type MemberEditModalProps = {
  /** null while closed. */
  member: TMemberListItem | null;
  onClose: () => void;
};

/** Correct one member of the book: the same field rules as an import row. */
export function MemberEditModal({ member, onClose }: MemberEditModalProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={
        member
          ? intl.formatMessage(m.editNamed, { name: `${member.firstname} ${member.name}` })
          : intl.formatMessage(m.editMember)
      }
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
  const intl = useIntl();
  const t = useText();
  const sections = useSections();
  const update = useUpdateMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: valuesOf(member),
    validate: useTranslatedResolver(zod4Resolver(ZMemberFields, { errorPriority: 'first' })),
  });
  const sectionOptions = (sections.data ?? []).map((s) => s.name);

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    update.mutate(
      { id: member.id, fields: values },
      {
        onSuccess: () => {
          notifySuccess(t(MEMBER_MESSAGES.memberUpdated));
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
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage(m.editNamed, { name: `${member.firstname} ${member.name}` })}
    >
      <Stack gap="sm">
        {sections.isError && <Alert color="red">{errorMessage(sections.error)}</Alert>}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={intl.formatMessage(m.section)}
            withAsterisk
            data={sectionOptions}
            searchable
            nothingFoundMessage={intl.formatMessage(m.noSectionFound)}
            allowDeselect={false}
            {...form.getInputProps('section')}
            onChange={(value) => form.setFieldValue('section', value ?? '')}
          />
          <TextInput
            label={intl.formatMessage(m.numMember)}
            withAsterisk
            {...form.getInputProps('numMember')}
          />
          <TextInput
            label={intl.formatMessage(m.firstname)}
            withAsterisk
            {...form.getInputProps('firstname')}
          />
          <TextInput label={intl.formatMessage(m.name)} withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label={intl.formatMessage(m.email)}
            type="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput label={intl.formatMessage(m.workingHotel)} {...form.getInputProps('workingHotel')} />
        </SimpleGrid>
        <FormMessage message={serverError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
