/** The congress switcher for super admins (issue 6), fed by GET /api/congress/all. */
export function CongressSwitcher() {
  return null;
}
