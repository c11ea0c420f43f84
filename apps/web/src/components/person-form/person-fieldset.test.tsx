import { emptyPerson, emptySharing, type PeopleValues } from '@congress/domain/person-form';
import { useForm } from '@mantine/form';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { PersonFieldset } from './person-fieldset.tsx';
import { SharingFieldset } from './sharing-fieldset.tsx';
import { TravelFieldset } from './travel-fieldset.tsx';

let values: PeopleValues | null = null;
const isRequired = (element: HTMLElement) => (element as HTMLInputElement).required;

function People({ isMember, isOwnDetails }: { isMember: boolean; isOwnDetails: boolean }) {
  const form = useForm<PeopleValues>({
    initialValues: {
      hasCompanion: false,
      main: { ...emptyPerson(), title: 'Dr' },
      companion: emptyPerson(),
      sharing: emptySharing(),
    },
    onValuesChange: (next) => {
      values = next;
    },
  });
  return (
    <form>
      <PersonFieldset
        form={form}
        who="main"
        legend="Personal information"
        isMember={isMember}
        isOwnDetails={isOwnDetails}
      />
      <TravelFieldset form={form} who="main" legend="Transport information" />
      <SharingFieldset form={form} />
    </form>
  );
}

beforeEach(() => {
  values = null;
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
});

describe('the shared person fieldsets', () => {
  it('ties every label to its input and marks the required ones (spec 5)', () => {
    renderWithProviders(<People isMember isOwnDetails />);
    const personal = screen.getByRole('group', { name: 'Personal information' });
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Billing information']) {
      expect(isRequired(within(personal).getByRole('textbox', { name: label }))).toBe(true);
    }
    expect(isRequired(within(personal).getByLabelText(/^Country/))).toBe(true);
    const member = within(personal).getByRole('group', { name: 'Member' });
    expect(isRequired(within(member).getByRole('textbox', { name: 'Member number' }))).toBe(true);
    expect(isRequired(within(member).getByRole('textbox', { name: 'Working hotel' }))).toBe(true);
    expect(isRequired(within(member).getByRole('textbox', { name: 'Section' }))).toBe(false);
    const transport = screen.getByRole('group', { name: 'Transport information' });
    for (const label of ['Passport number', 'Place of issue']) {
      expect(isRequired(within(transport).getByRole('textbox', { name: label }))).toBe(true);
    }
    expect(isRequired(within(transport).getByLabelText(/^Nationality/))).toBe(true);
    expect(isRequired(within(transport).getByLabelText(/^Issued on/))).toBe(true);
    expect(isRequired(within(transport).getByRole('textbox', { name: 'Arrival origin' }))).toBe(false);
    const sharing = screen.getByRole('group', { name: 'Sharing member' });
    expect(isRequired(within(sharing).getByRole('textbox', { name: 'Sharing member number' }))).toBe(true);
  });

  it('asks member fields only of members and lets the browser fill only the own details', () => {
    renderWithProviders(<People isMember={false} isOwnDetails={false} />);
    const personal = screen.getByRole('group', { name: 'Personal information' });
    expect(within(personal).queryByRole('group', { name: 'Member' })).toBeNull();
    expect(within(personal).getByRole('textbox', { name: 'E-mail' }).getAttribute('autocomplete')).toBe(
      'off',
    );
  });

  it('writes what is typed under the person, and a cleared title as empty text', () => {
    renderWithProviders(<People isMember={false} isOwnDetails />);
    const personal = screen.getByRole('group', { name: 'Personal information' });
    expect(within(personal).getByRole('textbox', { name: 'E-mail' }).getAttribute('autocomplete')).toBe(
      'email',
    );
    fireEvent.change(within(personal).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '+351 210 000 000' },
    });
    expect(values?.main.phone).toBe('+351 210 000 000');
    const clear = personal.querySelector<HTMLButtonElement>('.mantine-InputClearButton-root');
    expect(clear).not.toBeNull();
    if (clear) fireEvent.click(clear);
    expect(values?.main.title).toBe('');
  });
});
