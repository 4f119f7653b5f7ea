import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../../renderer/app-deps';

describe('browserCookies: the page cookies the language choice is kept in', () => {
  it("reads and writes the document's cookies", () => {
    const doc = { cookie: 'a=1' };
    const jar = browserCookies(() => doc);
    expect(jar.read()).toBe('a=1');
    jar.write('storyPoint.locale=de; path=/');
    expect(doc.cookie).toBe('storyPoint.locale=de; path=/');
  });

  it('reads none and keeps none, without throwing, where cookies are refused', () => {
    const refusing = {
      get cookie(): string {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set cookie(_: string) {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const jar = browserCookies(() => refusing);
    expect(jar.read()).toBe('');
    expect(() => jar.write('storyPoint.locale=de')).not.toThrow();
  });
});
