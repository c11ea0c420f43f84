import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { RegistrationSteps } from './registration-steps.tsx';

describe('the registration steps', () => {
  it('are a list to read, not buttons that do nothing, with the current step marked', () => {
    renderWithProviders(<RegistrationSteps active={2} />);
    const nav = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Rate (done)',
      '✓Details (done)',
      '3Summary',
      '4Payment',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
