import type { TCongressSummary } from '@congress/domain/contracts/congress';
import {
  MANAGED_ROLES,
  STAFF_ROLE_LADDER,
  type TAdminUser,
  ZCreateUserRequest,
  ZUpdateUserRequest,
} from '@congress/domain/contracts/users-admin';
import type { SaveUserInput } from '../api/save-user.ts';

export type UserFormValues = {
  email: string;
  password: string;
  confirmPassword: string;
  /** One role; '' until the super admin chooses. */
  role: string;
  is_activated: boolean;
  congressIds: string[];
};

/** The role the radio group shows: the highest staff role held, else the first managed one. */
export function roleOf(roles: readonly string[]): string {
  const staff = [...STAFF_ROLE_LADDER].reverse().find((role) => roles.includes(role));
  return staff ?? roles.find((role) => (MANAGED_ROLES as readonly string[]).includes(role)) ?? '';
}

export const initialUserValues = (user: TAdminUser | null, congressId: number): UserFormValues => ({
  email: user?.email ?? '',
  password: '',
  confirmPassword: '',
  role: user ? roleOf(user.roles) : '',
  is_activated: user?.is_activated ?? true,
  congressIds: (user ? user.congressIds : [congressId]).map(String),
});

/**
 * The request the form sends: create needs the password, edit keeps it when left empty and names the
 * version of the user it edits (decisions 39). Errors are keyed by the form's fields (`roles` -> `role`).
 */
export function toSaveInput(values: UserFormValues, user: TAdminUser | null, congressId: number) {
  const { role, ...rest } = values;
  const common = { ...rest, roles: role ? [role] : [], congressIds: values.congressIds.map(Number) };
  if (user === null) {
    const parsed = ZCreateUserRequest.safeParse({ ...common, congressId });
    return parsed.success
      ? { input: { id: null, user: parsed.data } as SaveUserInput, errors: {} }
      : { input: null, errors: formErrors(parsed.error.issues) };
  }
  const parsed = ZUpdateUserRequest.safeParse({ ...common, version: user.version });
  return parsed.success
    ? { input: { id: user.id, user: parsed.data } as SaveUserInput, errors: {} }
    : { input: null, errors: formErrors(parsed.error.issues) };
}

/** The request's field names as the form names them. */
export function formErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field === 'roles' ? 'role' : field] ??= issue.message;
  }
  return errors;
}

export const congressOptions = (congresses: TCongressSummary[] | undefined) =>
  (congresses ?? []).map((congress) => ({ value: String(congress.id), label: congress.label }));
