import { describe, expect, it } from 'vitest';
import { joinSite } from '../../../shared/join-site';
import { joinNoteText } from '../../../renderer/ui/screen/JoinNote';

describe('joinNoteText: what the wall says beside a join link phones cannot open', () => {
  it('says nothing for an address phones can open', () => {
    expect(joinNoteText(joinSite('http://192.0.2.10:7700', 'app://story-point'))).toBeNull();
    expect(joinNoteText(joinSite(undefined, 'https://my-project.web.app'), true)).toBeNull();
  });

  it('a loopback link: phones need HOST=0.0.0.0 or a site', () => {
    const site = joinSite(undefined, 'http://127.0.0.1:5173');
    expect(joinNoteText(site)).toMatch(/this computer only.*HOST=0\.0\.0\.0.*"site"/);
    expect(joinNoteText(site, true)).toMatch(/this computer only.*HOST=0\.0\.0\.0.*"site"/i);
  });

  it('no address at all (the kiosk offline, or a company server without site): how to fix it', () => {
    const site = joinSite(undefined, 'app://story-point');
    expect(site).toBeNull();
    expect(joinNoteText(site)).toMatch(/cannot join yet.*network.*"site"/);
    expect(joinNoteText(site, true)).toMatch(/cannot join.*network address.*"site"/);
  });
});
