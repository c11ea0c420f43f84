import type { TCongressSummary } from '@congress/domain/contracts/congress';
import {
  MANAGED_ROLES,
  type TAdminUser,
  ZCreateUserRequest,
  ZUpdateUserRequest,
} from '@congress/domain/contracts/users-admin';
import type { SaveUserInput } from '../api/save-user.ts';

export type UserFormValues = {
  email: string;
  password: string;
  confirmPassword: string;
  roles: string[];
  is_activated: boolean;
  congressIds: string[];
};

export const initialUserValues = (user: TAdminUser | null, congressId: number): UserFormValues => ({
  email: user?.email ?? '',
  password: '',
  confirmPassword: '',
  roles: user
    ? user.roles.filter((role) => (MANAGED_ROLES as readonly string[]).includes(role))
    : ['ROLE_ADMIN'],
  is_activated: user?.is_activated ?? true,
  congressIds: (user ? user.congressIds : [congressId]).map(String),
});

/** The request the form sends: create needs the password, edit keeps it when left empty. */
export function toSaveInput(values: UserFormValues, user: TAdminUser | null, congressId: number) {
  const common = { ...values, congressIds: values.congressIds.map(Number) };
  if (user === null) {
    const parsed = ZCreateUserRequest.safeParse({ ...common, congressId });
    return parsed.success
      ? { input: { id: null, user: parsed.data } as SaveUserInput, errors: {} }
      : { input: null, errors: fieldErrors(parsed.error.issues) };
  }
  const parsed = ZUpdateUserRequest.safeParse(common);
  return parsed.success
    ? { input: { id: user.id, user: parsed.data } as SaveUserInput, errors: {} }
    : { input: null, errors: fieldErrors(parsed.error.issues) };
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

export const congressOptions = (congresses: TCongressSummary[] | undefined) =>
  (congresses ?? []).map((congress) => ({ value: String(congress.id), label: congress.label }));
