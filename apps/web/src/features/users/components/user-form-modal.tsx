import { MANAGED_ROLES, type TAdminUser, USER_ADMIN_MESSAGES } from '@congress/domain/contracts/users-admin';
import { userSaved } from '@congress/domain/messages';
import { Button, Group, Modal, MultiSelect, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { useCongresses } from '../../../api/congresses.ts';
import { ConflictAlert } from '../../../components/ui/conflict-alert.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes.tsx';
import { fieldErrorsOf, formLevelMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { isVersionConflict } from '../../../lib/version-conflict.ts';
import { useSaveUser } from '../api/save-user.ts';
import { m, roleName } from '../messages.ts';
import {
  congressOptions,
  formErrors,
  initialUserValues,
  toSaveInput,
  type UserFormValues,
} from './user-form.ts';
import { useText } from '../../../lib/i18n/use-text.ts';

type UserFormModalProps = {
  congressId: number;
  user: TAdminUser | null;
  onClose: () => void;
  /** After a stale save (decisions 39): the user as it is now, in a fresh form. */
  onReload: () => Promise<void>;
};

const asIssues = (fields: Record<string, string>) =>
  Object.entries(fields).map(([field, message]) => ({ path: [field], message }));

/** Create/edit a user (spec 2.2): one role, without the ROLE_ prefix, and the congresses it applies to. */
export function UserFormModal({ congressId, user, onClose, onReload }: UserFormModalProps) {
  const intl = useIntl();
  const t = useText();
  const save = useSaveUser();
  const congresses = useCongresses();
  const form = useForm<UserFormValues>({
    initialValues: initialUserValues(user, congressId),
    validate: (values) => toSaveInput(values, user, congressId).errors,
  });
  const unsaved = useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const isLastSuperAdmin = user?.isLastSuperAdmin === true;
  // Decisions 50: a new address is proven again, by a link the save sends to it.
  const isNewAddress =
    user !== null && form.values.email.trim().toLowerCase() !== user.email.trim().toLowerCase();
  const close = () => unsaved.confirmLeave(onClose);
  /** A field's props, its message (a shared text of the domain's rules) in the reader's language. */
  const field = (path: keyof UserFormValues, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: typeof props.error === 'string' ? t(props.error) : props.error };
  };

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
    <Modal opened onClose={close} title={intl.formatMessage(user ? m.editTitle : m.createTitle)} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(user ? m.editForm : m.createForm)}>
        <Stack gap="md">
          <TextInput
            label={intl.formatMessage(m.emailField)}
            type="email"
            autoComplete="off"
            required
            {...field('email')}
            description={isNewAddress ? intl.formatMessage(m.newAddressNote) : undefined}
          />
          <PasswordField
            label={intl.formatMessage(m.password)}
            description={user ? intl.formatMessage(m.keepPassword) : undefined}
            autoComplete="new-password"
            required={!user}
            {...field('password')}
          />
          <PasswordField
            label={intl.formatMessage(m.confirmPassword)}
            autoComplete="new-password"
            required={!user}
            {...field('confirmPassword')}
          />
          <Radio.Group
            label={intl.formatMessage(m.role)}
            description={t(
              isLastSuperAdmin ? USER_ADMIN_MESSAGES.lastSuperAdminNote : USER_ADMIN_MESSAGES.roleLadder,
            )}
            required
            {...field('role')}
          >
            <Group gap="md" mt="xs">
              {MANAGED_ROLES.map((role) => (
                <Radio key={role} value={role} label={roleName(intl, role)} disabled={isLastSuperAdmin} />
              ))}
            </Group>
          </Radio.Group>
          <MultiSelect
            label={intl.formatMessage(m.congresses)}
            description={intl.formatMessage(m.congressesHelp)}
            data={congressOptions(congresses.data)}
            searchable
            clearable
            {...field('congressIds')}
          />
          <Switch
            label={intl.formatMessage(m.enabledSwitch)}
            disabled={isLastSuperAdmin}
            {...field('is_activated', { type: 'checkbox' })}
          />
          {isConflict && <ConflictAlert onReload={() => void onReload()} />}
          <FormMessage message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {intl.formatMessage(m.save)}
            </Button>
          </Group>
        </Stack>
      </form>
      {unsaved.prompt}
    </Modal>
  );
}
