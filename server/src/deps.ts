import type { TokenOwnerCache } from './auth/tokenOwners';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { FileStore } from './files/fileStore';
import type { FileUrlSigner } from './files/signedUrls';
import type { Mailer } from './mail/mailer';
import type { GreenhouseClient } from './greenhouse/client';
import type { JobQueue } from './queue/jobQueue';
import type { ReadinessCheck } from './ops/healthRoutes';

/** What every route reaches through `app.deps`: one place to swap pieces in tests. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Who recently seen access tokens speak for (used while PostgreSQL tells of every change). */
  tokenOwners: TokenOwnerCache;
  mailer: Mailer;
  /** The current time; tests move it to expire tokens and rate-limit windows. */
  now: () => Date;
  /** Signs the file URLs the API hands out and checks them when a browser fetches one. */
  fileUrls: FileUrlSigner;
  /** Where uploads live (local disk or an S3-compatible bucket). */
  files: FileStore;
  /** The job queue (background work: mail, Greenhouse syncs, housekeeping). */
  queue: JobQueue;
  /** The Greenhouse Job Board API (GREENHOUSE_API_URL): board tokens are checked there. */
  greenhouse: GreenhouseClient;
  /** What /health/ready checks, by name (database, files, queue). */
  readiness: Record<string, ReadinessCheck>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's parts (app.ts builds them); code below the app reads them as FastifyInstance['deps']. */
    deps: AppDeps;
  }
}
