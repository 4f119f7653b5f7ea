/**
 * Options when the database refuses the theme read: it is named in the console, so
 * whoever reads a kiosk's log can tell why the theme list is empty.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startedConfig, type ConfigStores } from '../../../support/config-stores';
import { FakeGateway } from '../../../support/fake-gateway';
import { settleMicrotasks } from '../../../support/settle';
import { testDeps } from '../../../support/test-deps';

const stores: ConfigStores[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.dispose()));

function refusingOptions() {
  const gateway = new FakeGateway();
  const refused = () => Promise.reject(new Error('permission_denied'));
  gateway.readThemes = refused;
  const deps = testDeps(gateway);
  const store = startedConfig('team-a', deps);
  stores.push(store);
  return { deps, store };
}

describe('refused theme read', () => {
  it('a refused theme read is named in the console', async () => {
    const { deps } = refusingOptions();
    await settleMicrotasks();
    expect(deps.log.warnings.map((w) => [String(w[0]), String(w[1])])).toEqual([
      ['Themes: could not read', 'Error: permission_denied'],
    ]);
  });
});
