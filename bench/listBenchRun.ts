/**
 * How a list bench (jobs.ts, candidates.ts) runs: its database opened and seeded, the app served
 * on 127.0.0.1, what it measures with, and its query plans written to bench/results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { DEFAULT_OAUTH_CLIENT } from '../contract/auth';
import { buildApp } from '../server/src/app';
import { issueTokens } from '../server/src/auth/tokens';
import { loadConfig } from '../server/src/config';
import type { Database, Db } from '../server/src/db/connect';
import { openJobQueue } from '../server/src/queue/jobQueue';
import { agent, measure, tidsOf, type Figures, type Scenario } from './listBench';

/** The app over the bench database, listening on 127.0.0.1; `close` stops it and its queue. */
async function listenForBench(database: Database, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const queue = await openJobQueue(database, { supervise: false });
  const app = await buildApp({ config, db: database.db, queue, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await queue.stop({ graceful: false });
    },
  };
}

/** What a list bench measures with (runListBench). */
export interface ListBench {
  db: Db;
  /** Where the database is, for the tables' titles. */
  where: string;
  /** The app's address. */
  base: string;
  now: Date;
  /** A bearer token of the user. */
  tokenOf(userId: number): Promise<string>;
  /** Times each scenario (measure), keeping its plans for bench/results/. */
  measureAll(scenarios: Scenario[]): Promise<Figures[]>;
  skill(...names: string[]): Promise<number[]>;
  country(...codes: string[]): Promise<number[]>;
}

/**
 * Runs a list bench `name`: opens its database and seeds it when empty (saying what and how long),
 * serves the app on 127.0.0.1 for `run`, then writes the plans it gathered to
 * bench/results/{name}-plans-{kind}.txt and closes everything, also when `run` fails.
 */
export async function runListBench<Seed>(
  name: string,
  setup: {
    open(): Promise<{ database: Database; where: string }>;
    seed(database: Database): Promise<{ seed: Seed; created: boolean }>;
    /** What the seed made, for the line that says it was seeded. */
    describe(seed: Seed): string;
  },
  run: (bench: ListBench, seed: Seed) => Promise<void>,
): Promise<void> {
  const { database, where } = await setup.open();
  const { db } = database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `matchboard-bench-${name}-`));
  try {
    const seeding = performance.now();
    const { seed, created } = await setup.seed(database);
    if (created)
      console.info(
        `\nSeeded ${setup.describe(seed)} in ${((performance.now() - seeding) / 1000).toFixed(1)} s (${where}).`,
      );
    const { app, base, close } = await listenForBench(database, dataDir);
    const plans: string[] = [];
    try {
      await run(
        {
          db,
          where,
          base,
          now: app.deps.now(),
          tokenOf: async (userId) =>
            (await issueTokens(app.deps, { userId, clientId: DEFAULT_OAUTH_CLIENT.id }))
              .access_token,
          measureAll: async (scenarios) => {
            const figures: Figures[] = [];
            for (const scenario of scenarios) figures.push(await measure(db, scenario, plans));
            return figures;
          },
          skill: (...names) => tidsOf(db, 'technical_skills', 'name', names),
          country: (...codes) => tidsOf(db, 'country', 'code', codes),
        },
        seed,
      );
      const resultsDir = path.join('bench', 'results');
      fs.mkdirSync(resultsDir, { recursive: true });
      const planFile = path.join(resultsDir, `${name}-plans-${database.kind}.txt`);
      fs.writeFileSync(planFile, plans.join('\n'));
      console.info(`  query plans: ${planFile}`);
    } finally {
      await close();
    }
  } finally {
    agent.destroy();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
