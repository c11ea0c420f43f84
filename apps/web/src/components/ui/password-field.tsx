import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useIntl } from 'react-intl';

/** A password input whose show/hide toggle is a real, focusable button. */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': intl.formatMessage({ id: 'ui.password.show', defaultMessage: 'Show password' }),
      }}
      {...props}
    />
  );
}
