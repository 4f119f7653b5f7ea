import { describe, expect, it } from 'vitest';
import { wallText } from '../../../../renderer/i18n/en/wall';
import { Translator } from '../../../../renderer/i18n/translate';
import { joinSite } from '../../../../shared/join-site';
import { joinNoteKey } from '../../../../renderer/ui/wall/JoinNote';

const english = new Translator('en', null).part(wallText);
const note = (...args: Parameters<typeof joinNoteKey>) => {
  const key = joinNoteKey(...args);
  return key === null ? null : english(key);
};

describe('joinNoteKey: what the wall says beside a join link phones cannot open', () => {
  it('says nothing for an address phones can open', () => {
    expect(note(joinSite('http://192.0.2.10:7700', 'app://story-point'))).toBeNull();
    expect(note(joinSite(undefined, 'https://my-project.web.app'), true)).toBeNull();
  });

  it('a loopback link: phones need HOST=0.0.0.0 or a site', () => {
    const site = joinSite(undefined, 'http://127.0.0.1:5173');
    expect(note(site)).toMatch(/this computer only.*HOST=0\.0\.0\.0.*"site"/);
    expect(note(site, true)).toMatch(/this computer only.*HOST=0\.0\.0\.0.*"site"/i);
  });

  it('no address at all (the kiosk offline, or a company server without site): how to fix it', () => {
    const site = joinSite(undefined, 'app://story-point');
    expect(site).toBeNull();
    expect(note(site)).toMatch(/cannot join yet.*network.*"site"/);
    expect(note(site, true)).toMatch(/cannot join.*network address.*"site"/);
  });
});
