import { useEffect } from 'react';
import { parseConfig } from '@/config/env';

/** Sets the tab title to "{page} | {site title}" so each screen is announced by name. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const config = parseConfig(globalThis.__MATCHBOARD_CONFIG__);
    const site = config.ok ? config.config.siteTitle : 'Matchboard';
    document.title = `${page} | ${site}`;
  }, [page]);
}
