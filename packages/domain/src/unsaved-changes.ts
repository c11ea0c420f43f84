/** Leaving a form with changes not saved asks first (issue 12 point 11). */
export const UNSAVED_CHANGES_MESSAGES = {
  title: 'Leave without saving?',
  body: 'Your changes on this form are not saved. If you leave now, they are lost.',
} as const;
