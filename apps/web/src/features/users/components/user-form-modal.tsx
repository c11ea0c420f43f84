import { MANAGED_ROLES, roleLabel, type TAdminUser } from '@congress/domain/contracts/users-admin';
import { userSaved } from '@congress/domain/messages';
import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCongresses } from '../../../api/congresses.ts';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { showFieldErrors, formLevelMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveUser } from '../api/save-user.ts';
import { congressOptions, initialUserValues, toSaveInput, type UserFormValues } from './user-form.ts';

type UserFormModalProps = { congressId: number; user: TAdminUser | null; onClose: () => void };

/** Create/edit a user (spec 2.2): roles without the ROLE_ prefix, and the congresses they apply to. */
export function UserFormModal({ congressId, user, onClose }: UserFormModalProps) {
  const save = useSaveUser();
  const congresses = useCongresses();
  const form = useForm<UserFormValues>({
    initialValues: initialUserValues(user, congressId),
    validate: (values) => toSaveInput(values, user, congressId).errors,
  });

  const onSubmit = form.onSubmit((values) => {
    const { input } = toSaveInput(values, user, congressId);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        notifySuccess(userSaved(user ? 'edit' : 'create'));
        onClose();
      },
      onError: showFieldErrors(form),
    });
  });
  const formError = formLevelMessage(save.error);

  return (
    <Modal opened onClose={onClose} title={user ? 'Edit User' : 'Create User'} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={user ? 'Edit user' : 'Create user'}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            description={user ? 'Leave empty to keep the current password.' : undefined}
            autoComplete="new-password"
            required={!user}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required={!user}
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox.Group label="Roles" required {...form.getInputProps('roles')}>
            <Group gap="md" mt="xs">
              {MANAGED_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={roleLabel(role)} />
              ))}
            </Group>
          </Checkbox.Group>
          <MultiSelect
            label="Congresses"
            description="The congresses this user's staff roles apply to. Super admins reach every congress."
            data={congressOptions(congresses.data)}
            searchable
            clearable
            {...form.getInputProps('congressIds')}
          />
          <Switch label="Enabled" {...form.getInputProps('is_activated', { type: 'checkbox' })} />
          <FormMessage message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
