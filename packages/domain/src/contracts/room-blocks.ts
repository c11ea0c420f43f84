import { defineTexts } from '../i18n/texts.ts';

/** Messages of the rooms counted night by night (decisions 46). */
export const ROOM_MESSAGES = defineTexts({
  /** A booking or change refused: `night` is the first full night of the stay (a Date at noon UTC). */
  nightFull: 'No room of this kind is left at this hotel on the night of {night, date, long}.',
});
