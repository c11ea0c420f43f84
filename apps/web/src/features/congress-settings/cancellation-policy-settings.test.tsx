import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { settingsScreenServer } from '../../test/settings-fixture.ts';

const server = settingsScreenServer();

/** Decisions 48: the congress sets its cancellation steps, what follows them, and approval. */
describe('cancellation policy settings', () => {
  it('starts closed, adds dated steps in order and saves them with the approval switch', async () => {
    renderApp('/demo/dashboard/admin/congress-settings');
    const form = await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    const policy = within(form).getByRole('group', { name: 'Cancellation by participants' });
    expect(
      (within(policy).getByRole('radio', { name: 'Participants cannot cancel online' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(within(policy).getByRole('button', { name: 'Add a step' }));
    fireEvent.click(within(policy).getByRole('button', { name: 'Add a step' }));
    fireEvent.change(within(policy).getByLabelText('Step 1: until'), { target: { value: '2027-05-01' } });
    fireEvent.change(within(policy).getByLabelText('Step 2: until'), { target: { value: '2027-03-01' } });
    fireEvent.change(within(policy).getByLabelText('Step 2: fee (%)'), { target: { value: '50' } });
    fireEvent.click(
      within(policy).getByRole('radio', { name: 'Participants may cancel; nothing is refunded' }),
    );
    fireEvent.click(within(policy).getByRole('switch', { name: 'Cancellations need staff approval' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(policy).findByText('Each step must end after the one before it')).toBeTruthy();
    expect(server.saved).toHaveLength(0);

    fireEvent.change(within(policy).getByLabelText('Step 1: until'), { target: { value: '2027-03-01' } });
    fireEvent.change(within(policy).getByLabelText('Step 2: until'), { target: { value: '2027-05-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(
      (server.saved[0]?.body as { cancellationPolicy: unknown } | undefined)?.cancellationPolicy,
    ).toEqual({
      steps: [
        { until: '2027-03-01', feePercent: 0 },
        { until: '2027-05-01', feePercent: 50 },
      ],
      afterLastStep: 'no_refund',
      needsApproval: true,
    });
  }, 60_000);
});
