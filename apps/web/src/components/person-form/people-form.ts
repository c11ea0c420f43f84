import type { PeopleValues } from '@congress/domain/person-form';
import type { UseFormReturnType } from '@mantine/form';

/** A form holding people (the booking form, Manage Registration): its values extend PeopleValues. */
export type PeopleForm<Values extends PeopleValues> = UseFormReturnType<Values>;

/** Whose fields a fieldset edits. */
export type Who = 'main' | 'companion';
