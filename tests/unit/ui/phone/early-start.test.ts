import { describe, expect, it } from 'vitest';
import {
  clearEarlyCard,
  JOINING_CLASS,
  peekEarlyCard,
  takeEarlyJoin,
  typedFields,
  type EarlyStart,
} from '../../../../renderer/ui/phone/early-start';

const PRERENDERED = { name: '', picture: '', code: 'team-a', watch: false };

describe('typedFields', () => {
  it('nothing typed: nothing to take over', () => {
    expect(typedFields({ ...PRERENDERED }, PRERENDERED)).toEqual({});
  });

  it('takes each field whose value changed, and only those', () => {
    expect(typedFields({ ...PRERENDERED, name: 'Ada' }, PRERENDERED)).toEqual({ name: 'Ada' });
    expect(typedFields({ ...PRERENDERED, picture: 'https://p/a.png' }, PRERENDERED)).toEqual({
      picture: 'https://p/a.png',
    });
    expect(
      typedFields({ name: 'Ada', picture: '', code: 'team-b', watch: false }, PRERENDERED),
    ).toEqual({
      name: 'Ada',
      code: 'team-b',
    });
  });

  it('a ticked watch box is taken over, an unticked one is not', () => {
    expect(typedFields({ ...PRERENDERED, watch: true }, PRERENDERED)).toEqual({ watch: true });
    expect(typedFields({ ...PRERENDERED, watch: false }, PRERENDERED)).toEqual({});
  });

  it('a field emptied on purpose is taken over too', () => {
    expect(typedFields({ ...PRERENDERED, code: '' }, PRERENDERED)).toEqual({ code: '' });
  });
});

/** A window as the boot script left it. */
function page(early: EarlyStart | undefined) {
  const classes = new Set([JOINING_CLASS, 'boot-vote']);
  const win = {
    storyPointEarly: early,
    document: { documentElement: { classList: { remove: (c: string) => classes.delete(c) } } },
  } as unknown as Pick<Window, 'storyPointEarly' | 'document'>;
  return { win, classes };
}

describe('takeEarlyJoin', () => {
  it('a Join pressed before: carried out once, and the boot script keeps nothing more', () => {
    const early = { join: true, ready: false };
    const { win, classes } = page(early);
    expect(takeEarlyJoin(win)).toBe(true);
    expect(early.ready).toBe(true);
    expect([...classes]).toEqual(['boot-vote']);
    expect(takeEarlyJoin(win)).toBe(false);
  });

  it('no Join pressed: nothing to carry out, and the page handles Join from now on', () => {
    const early = { join: false, ready: false };
    const { win } = page(early);
    expect(takeEarlyJoin(win)).toBe(false);
    expect(early.ready).toBe(true);
  });

  it('a page without the boot script (the development server) has nothing kept', () => {
    expect(takeEarlyJoin(page(undefined).win)).toBe(false);
  });
});

describe('the card kept from the HTML grid (a reload after joining)', () => {
  it('is read as often as the page renders, until the page clears it', () => {
    const win = { storyPointEarly: { join: false, ready: false, card: '8' } };
    expect(peekEarlyCard(win)).toBe('8');
    expect(peekEarlyCard(win)).toBe('8');
    clearEarlyCard(win);
    expect(peekEarlyCard(win)).toBe('');
  });

  it('none without the boot script, or in the build, which has no window', () => {
    expect(peekEarlyCard({})).toBe('');
    expect(peekEarlyCard(undefined)).toBe('');
    expect(() => clearEarlyCard({})).not.toThrow();
  });
});
