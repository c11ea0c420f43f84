/** A ticket held in front of the camera is read many times a second; it counts once while it stays. */
export const SCAN_REPEAT_MS = 5_000;

/**
 * Passes a scanned text the first time, then ignores it while it keeps being seen less than
 * `windowMs` apart (each sighting renews the window, so a ticket left under the camera never
 * passes twice). Another text passes at once.
 */
export function createRepeatFilter(windowMs = SCAN_REPEAT_MS) {
  let last = { text: '', at: Number.NEGATIVE_INFINITY };
  return (text: string, now: number): boolean => {
    const isRepeat = text === last.text && now - last.at < windowMs;
    last = { text, at: now };
    return !isRepeat;
  };
}

/** How long a check-in this device made is still "the one just made" when the ticket comes again. */
export const OWN_CHECK_IN_MS = 60_000;

/**
 * The check-ins this device made moments ago, so that the same ticket read again shows that success
 * rather than a red "Already checked in" naming the door itself. Only the exact check-in this
 * device wrote counts (same time stamp): a check-in made at another door stays a warning.
 */
export function createOwnCheckIns(windowMs = OWN_CHECK_IN_MS) {
  const made = new Map<number, { at: string; seenAt: number }>();
  return {
    remember(registrationId: number, at: string, now: number) {
      made.set(registrationId, { at, seenAt: now });
    },
    /** Whether the server's "already" is the check-in this device made less than `windowMs` ago. */
    isOwnRecent(registrationId: number, at: string, now: number): boolean {
      const own = made.get(registrationId);
      return own !== undefined && own.at === at && now - own.seenAt < windowMs;
    },
  };
}
