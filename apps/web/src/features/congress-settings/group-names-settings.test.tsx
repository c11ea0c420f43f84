import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { settingsScreenServer, storedSettings } from '../../test/settings-fixture.ts';

const server = settingsScreenServer();

/** Decisions 49: until when a group's payer names its people; empty, the day before the congress. */
describe('group names settings', () => {
  async function openForm() {
    renderApp('/demo/dashboard/admin/congress-settings');
    const form = await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    return { form, field: within(form).getByLabelText('Group names due on') as HTMLInputElement };
  }
  const sentDay = () => (server.saved[0]?.body as { groupNamesDueOn?: unknown } | undefined)?.groupNamesDueOn;

  it('reads the day from the settings and saves a new one', async () => {
    server.settings = { ...storedSettings, groupNamesDueOn: '2027-05-20' };
    const { form, field } = await openForm();
    expect(field.value).toBe('2027-05-20');
    expect(
      within(form).getByText(
        'The last day a group’s payer can name or change its people. Empty: the day before the congress.',
      ),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '2027-05-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(sentDay()).toBe('2027-05-25');
  }, 60_000);

  it('sends the empty day as the other dates are sent: the shared schema reads it as null', async () => {
    const { form, field } = await openForm();
    expect(field.value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(sentDay()).toBe('');
  }, 60_000);
});
