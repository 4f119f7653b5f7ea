import { useEffect, useState } from 'react';
import { joinSite, type JoinSite } from '../../../shared/join-site';
import type { AppDeps } from '../../stores/common/deps';

/**
 * The wall's join site: the runtime config's `site` once it has arrived, else the
 * page's own address (see `shared/join-site.ts`). Undefined while the config is on
 * its way, so the wall shows no link (and no note) it would take back a moment later.
 */
export function useJoinSite(deps: AppDeps): JoinSite | undefined {
  const [site, setSite] = useState<JoinSite | undefined>(() =>
    deps.configuredSite ? undefined : joinSite(undefined, window.location.origin),
  );
  useEffect(() => {
    const configured = deps.configuredSite;
    if (!configured) return undefined;
    let cancelled = false;
    void configured.then(
      (value) => {
        if (!cancelled) setSite(joinSite(value, window.location.origin));
      },
      () => {
        if (!cancelled) setSite(joinSite(undefined, window.location.origin));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [deps]);
  return site;
}
