/**
 * The phone's copy of the wall's colours (configs/{code}), validated, for the result
 * summary it draws in the screen's look.
 */
import { describe, expect, it } from 'vitest';
import { WallLookStore } from '../../../../renderer/stores/phone/wall-look-store';
import { FakeGateway } from '../../../support/fake-gateway';
import { testDeps } from '../../../support/test-deps';

const CODE = 'team-a';

describe("the phone's copy of the wall's colours", () => {
  const MIDNIGHT = {
    cardBackground: '#1f2937',
    cardBorder: '#6366f1',
    textColor: '#f9fafb',
    screenBackground: '#0b1020',
    screenForeground: '#e5e7eb',
    customImages: '',
  };

  it('follows configs/{code} once started, validated, and stops on dispose', () => {
    const gateway = new FakeGateway();
    gateway.setConfig(CODE, MIDNIGHT);
    const look = new WallLookStore(CODE, testDeps(gateway));
    expect(look.config.cardBackground).toBe(''); // not started: the defaults
    look.start();
    look.start(); // React StrictMode runs the effect twice: one subscription
    expect(gateway.listenerCount).toBe(1);
    expect(look.config).toEqual(MIDNIGHT);
    gateway.setConfig(CODE, { ...MIDNIGHT, textColor: 42 });
    expect(look.config).toEqual({ ...MIDNIGHT, textColor: '' });
    look.dispose();
    expect(gateway.listenerCount).toBe(0);
    gateway.setConfig(CODE, { ...MIDNIGHT, cardBorder: '#000000' });
    expect(look.config.cardBorder).toBe(MIDNIGHT.cardBorder);
    look.start(); // restartable
    expect(look.config.cardBorder).toBe('#000000');
    look.dispose();
  });
});
