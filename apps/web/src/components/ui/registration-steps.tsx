import { VisuallyHidden } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import classes from './registration-steps.module.css';

/** The four steps of the registration flow (spec 9). */
export const REGISTRATION_STEPS = ['Rate', 'Details', 'Summary', 'Payment'] as const;

const STEP_LABELS = defineMessages({
  Rate: { id: 'ui.steps.rate', defaultMessage: 'Rate' },
  Details: { id: 'ui.steps.details', defaultMessage: 'Details' },
  Summary: { id: 'ui.steps.summary', defaultMessage: 'Summary' },
  Payment: { id: 'ui.steps.payment', defaultMessage: 'Payment' },
});

type RegistrationStepsProps = { active: 0 | 1 | 2 | 3 };

/**
 * The step indicator: a list, not buttons (a step button that does nothing misleads), the screens'
 * own buttons move between the steps. Done steps carry a check, the current one aria-current.
 */
export function RegistrationSteps({ active }: RegistrationStepsProps) {
  const intl = useIntl();
  const done = intl.formatMessage({ id: 'ui.steps.done', defaultMessage: '(done)' });
  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.steps.label', defaultMessage: 'Registration steps' })}>
      <ol className={classes.steps}>
        {REGISTRATION_STEPS.map((label, index) => {
          const state = index < active ? 'done' : index === active ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={classes.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.marker} aria-hidden>
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={classes.label}>
                {intl.formatMessage(STEP_LABELS[label])}
                {state === 'done' && <VisuallyHidden> {done}</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
