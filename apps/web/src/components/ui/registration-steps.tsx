import { Stepper } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';

/** The four steps of the registration flow (spec 9). */
export const REGISTRATION_STEPS = ['Rate', 'Details', 'Summary', 'Payment'] as const;

const STEP_LABELS = defineMessages({
  Rate: { id: 'ui.steps.rate', defaultMessage: 'Rate' },
  Details: { id: 'ui.steps.details', defaultMessage: 'Details' },
  Summary: { id: 'ui.steps.summary', defaultMessage: 'Summary' },
  Payment: { id: 'ui.steps.payment', defaultMessage: 'Payment' },
});

type RegistrationStepsProps = { active: 0 | 1 | 2 | 3 };

/** The step indicator; steps are not buttons, the screens' own buttons move between them. */
export function RegistrationSteps({ active }: RegistrationStepsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.steps.label', defaultMessage: 'Registration steps' })}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {REGISTRATION_STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={intl.formatMessage(STEP_LABELS[label])}
            aria-current={index === active ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
    </nav>
  );
}
