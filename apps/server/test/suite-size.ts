/**
 * The long suites (durability, concurrency) run small in `npm test` and full size under
 * `SUITE_SIZE=full` (`npm run test:durability`): same checks, more attempts and rounds.
 */
export const isFullSize = process.env.SUITE_SIZE === 'full';
export const sized = (ci: number, full: number) => (isFullSize ? full : ci);
