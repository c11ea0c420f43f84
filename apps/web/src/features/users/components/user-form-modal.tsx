import {
  MANAGED_ROLES,
  roleLabel,
  type TAdminUser,
  USER_ADMIN_MESSAGES,
} from '@congress/domain/contracts/users-admin';
import { userSaved } from '@congress/domain/messages';
import { Button, Group, Modal, MultiSelect, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCongresses } from '../../../api/congresses.ts';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { fieldErrorsOf, formLevelMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useSaveUser } from '../api/save-user.ts';
import {
  congressOptions,
  formErrors,
  initialUserValues,
  toSaveInput,
  type UserFormValues,
} from './user-form.ts';
import { useText } from '../../../app/i18n/use-text.ts';

type UserFormModalProps = {
  congressId: number;
  user: TAdminUser | null;
  onClose: () => void;
  /** After a stale save (decision 39): the user as it is now, in a fresh form. */
  onReload: () => Promise<void>;
};

const asIssues = (fields: Record<string, string>) =>
  Object.entries(fields).map(([field, message]) => ({ path: [field], message }));

/** Create/edit a user (spec 2.2): one role, without the ROLE_ prefix, and the congresses it applies to. */
export function UserFormModal({ congressId, user, onClose, onReload }: UserFormModalProps) {
  const t = useText();
  const save = useSaveUser();
  const congresses = useCongresses();
  const form = useForm<UserFormValues>({
    initialValues: initialUserValues(user, congressId),
    validate: (values) => toSaveInput(values, user, congressId).errors,
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const isLastSuperAdmin = user?.isLastSuperAdmin === true;
  const close = () => unsaved.confirmLeave(onClose);

  const onSubmit = form.onSubmit((values) => {
    const { input } = toSaveInput(values, user, congressId);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        unsaved.markSaved();
        notifySuccess(t(userSaved(user ? 'edit' : 'create')));
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields) form.setErrors(formErrors(asIssues(fields)));
      },
    });
  });
  const isConflict = isVersionConflict(save.error);
  const formError = isConflict ? null : formLevelMessage(save.error);

  return (
    <Modal opened onClose={close} title={user ? 'Edit User' : 'Create User'} size="lg">
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
          <Radio.Group
            label="Role"
            description={
              isLastSuperAdmin ? USER_ADMIN_MESSAGES.lastSuperAdminNote : USER_ADMIN_MESSAGES.roleLadder
            }
            required
            {...form.getInputProps('role')}
          >
            <Group gap="md" mt="xs">
              {MANAGED_ROLES.map((role) => (
                <Radio key={role} value={role} label={roleLabel(role)} disabled={isLastSuperAdmin} />
              ))}
            </Group>
          </Radio.Group>
          <MultiSelect
            label="Congresses"
            description="The congresses this user's staff roles apply to. Super admins reach every congress."
            data={congressOptions(congresses.data)}
            searchable
            clearable
            {...form.getInputProps('congressIds')}
          />
          <Switch
            label="Enabled"
            disabled={isLastSuperAdmin}
            {...form.getInputProps('is_activated', { type: 'checkbox' })}
          />
          {isConflict && <ConflictAlert onReload={() => void onReload()} />}
          <FormMessage message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
