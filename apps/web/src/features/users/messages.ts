import { ROLE_LABELS } from '@congress/domain/enum-labels';
import type { Role } from '@congress/domain/enums';
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';

/** Manage Users' words, shared by its components. */
export const m = defineMessages({
  title: { id: 'users.title', defaultMessage: 'Manage Users' },
  description: {
    id: 'users.description',
    defaultMessage: 'Accounts of this congress, its staff and the super admins.',
  },
  search: { id: 'users.search', defaultMessage: 'Search by e-mail' },
  create: { id: 'users.create', defaultMessage: 'Create User' },
  loading: { id: 'users.loading', defaultMessage: 'Loading users' },
  loadFailed: { id: 'users.loadFailed', defaultMessage: 'The users could not be loaded' },
  noMatch: { id: 'users.noMatch', defaultMessage: 'No users match.' },
  table: { id: 'users.table.label', defaultMessage: 'Users' },
  email: { id: 'users.table.email', defaultMessage: 'Email' },
  enable: { id: 'users.table.enable', defaultMessage: 'Enable' },
  edit: { id: 'users.table.edit', defaultMessage: 'Edit' },
  enabled: { id: 'users.table.enabled', defaultMessage: 'Enabled' },
  disabled: { id: 'users.table.disabled', defaultMessage: 'Disabled' },
  editNamed: { id: 'users.table.editNamed', defaultMessage: 'Edit {email}' },
  page: { id: 'users.page', defaultMessage: '{page} page' },
  total: { id: 'users.total', defaultMessage: '{count, plural, one {# user} other {# users}}' },
  // The form
  editTitle: { id: 'users.form.editTitle', defaultMessage: 'Edit User' },
  createTitle: { id: 'users.form.createTitle', defaultMessage: 'Create User' },
  editForm: { id: 'users.form.editLabel', defaultMessage: 'Edit user' },
  createForm: { id: 'users.form.createLabel', defaultMessage: 'Create user' },
  emailField: { id: 'users.form.email', defaultMessage: 'Email' },
  newAddressNote: {
    id: 'users.form.newAddressNote',
    defaultMessage: 'Saving sends a confirmation link to the new address.',
  },
  password: { id: 'users.form.password', defaultMessage: 'Password' },
  keepPassword: {
    id: 'users.form.keepPassword',
    defaultMessage: 'Leave empty to keep the current password.',
  },
  confirmPassword: { id: 'users.form.confirmPassword', defaultMessage: 'Confirm Password' },
  role: { id: 'users.form.role', defaultMessage: 'Role' },
  congresses: { id: 'users.form.congresses', defaultMessage: 'Congresses' },
  congressesHelp: {
    id: 'users.form.congressesHelp',
    defaultMessage: "The congresses this user's staff roles apply to. Super admins reach every congress.",
  },
  enabledSwitch: { id: 'users.form.enabled', defaultMessage: 'Enabled' },
  cancel: { id: 'users.form.cancel', defaultMessage: 'Cancel' },
  save: { id: 'users.form.save', defaultMessage: 'Save' },
});

/**
 * A role as Manage Users names it (spec 2.2: without the ROLE_ prefix; French and Portuguese keep the
 * codes too, as the rule texts that name them, USER_ADMIN_MESSAGES.roleLadder, do); one we do not know
 * shows its code.
 */
export function roleName(intl: IntlShape, role: string): string {
  const message = Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : undefined;
  return message ? intl.formatMessage(message) : role.replace(/^ROLE_/, '');
}
