import type { IsoDay } from '@congress/domain/stays';
import { useIntl } from 'react-intl';

/** A calendar day as the reader says it ("9 June 2027"); read at noon UTC so no offset moves it. */
export function useStayDay(): (day: IsoDay) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}
