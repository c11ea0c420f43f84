import { defineTexts } from './i18n/texts.ts';
/** Leaving a form with changes not saved asks first. */
export const UNSAVED_CHANGES_MESSAGES = defineTexts({
  title: 'Leave without saving?',
  body: 'Your changes on this form are not saved. If you leave now, they are lost.',
});
