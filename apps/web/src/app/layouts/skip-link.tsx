import { FormattedMessage } from 'react-intl';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps over the header to the screen's content. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      <FormattedMessage id="app.skipLink" defaultMessage="Skip to main content" />
    </a>
  );
}
