/**
 * The local stand-in for the Greenhouse Job Board API that the e2e run's server syncs boards
 * from (GREENHOUSE_API_URL), started by playwright.config.ts before the app.
 */
import { startGreenhouseFixture } from '../../server/test/greenhouse/fixtureServer';

const port = Number(process.env.GREENHOUSE_FIXTURE_PORT ?? 4599);
void startGreenhouseFixture(port).then((fixture) => {
  // A board with no published jobs, for journeys that connect a board but import nothing.
  fixture.boards.set('matchboard-demo', []);
  console.info(`Greenhouse fixture API at ${fixture.url}`);
});
