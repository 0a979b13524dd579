/**
 * `npm run bench`: prints figures for the speed and size targets. Pass names to run a subset:
 * `npm run bench -- bundle token`.
 */
import { benchBundle } from './bundle';
import { benchToken } from './token';
import { benchUpload } from './upload';

const benches: Record<string, () => Promise<void>> = {
  bundle: benchBundle,
  token: benchToken,
  upload: benchUpload,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : Object.keys(benches);
  for (const name of names) {
    const bench = benches[name];
    if (!bench)
      throw new Error(`unknown bench "${name}"; known: ${Object.keys(benches).join(', ')}`);
    await bench();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
