import { Stepper } from '@mantine/core';

/** The four steps of the registration flow (spec 9). */
export const REGISTRATION_STEPS = ['Rate', 'Details', 'Summary', 'Payment'] as const;

type RegistrationStepsProps = { active: 0 | 1 | 2 | 3 };

/** The step indicator; steps are not buttons, the screens' own buttons move between them. */
export function RegistrationSteps({ active }: RegistrationStepsProps) {
  return (
    <nav aria-label="Registration steps">
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {REGISTRATION_STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            aria-current={index === active ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
    </nav>
  );
}
