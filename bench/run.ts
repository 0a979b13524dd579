/**
 * `npm run bench`: prints figures for the speed and size targets. Pass names to run a subset:
 * `npm run bench -- bundle token`. Tools that only prepare data (`seed-jobs`) run when named.
 */
import { benchApi } from './api';
import { benchBoard } from './board';
import { benchBundle } from './bundle';
import { benchCandidates } from './candidates';
import { benchCrawl } from './crawl';
import { benchFaults } from './faults';
import { benchFlood } from './flood';
import { benchJobPageFloods } from './jobPageFlood';
import { benchSeedCandidates } from './candidatesSeed';
import { benchJobs } from './jobs';
import { benchInsights } from './insights';
import { benchInviteTiming } from './inviteTiming';
import { benchLighthouse } from './lighthouse';
import { benchMatchingQuality } from './matchingQuality';
import { benchSeedJobs } from './jobsSeed';
import { benchPeers } from './peers';
import { benchRelevance } from './relevance';
import { benchRequest } from './request';
import { benchScale } from './scale';
import { benchToken } from './token';
import { benchTyping } from './typing';
import { benchUpload } from './upload';

const benches: Record<string, () => Promise<void>> = {
  bundle: benchBundle,
  token: benchToken,
  api: benchApi,
  upload: benchUpload,
  jobs: benchJobs,
  lighthouse: benchLighthouse,
  typing: benchTyping,
  board: benchBoard,
  insights: benchInsights,
  candidates: benchCandidates,
  // Oversized bodies, then job-page addresses nobody should be able to turn into renders.
  flood: async () => {
    await benchFlood();
    await benchJobPageFloods();
  },
  request: benchRequest,
  crawl: benchCrawl,
  'matching-quality': benchMatchingQuality,
  relevance: benchRelevance,
  'invite-timing': benchInviteTiming,
};
const tools: Record<string, () => Promise<void>> = {
  // Starts its own PostgreSQL cluster and takes minutes: runs when named.
  faults: benchFaults,
  // Starts PostgreSQL, an S3 server and HAProxy with one and two processes: runs when named.
  scale: benchScale,
  // Installs Directus (once) and runs it beside Matchboard on PostgreSQL: runs when named.
  peers: benchPeers,
  'seed-jobs': benchSeedJobs,
  'seed-candidates': benchSeedCandidates,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(benches);
  for (const name of names) {
    const bench = benches[name] ?? tools[name];
    if (!bench)
      throw new Error(
        `unknown bench "${name}"; known: ${[...Object.keys(benches), ...Object.keys(tools)].join(', ')}`,
      );
    await bench();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
