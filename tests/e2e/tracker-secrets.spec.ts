/**
 * The credential step every tracker's spec runs (tracker-secrets.ts) finds a token
 * wherever one leaks: it passes a room that keeps the token where it belongs, then names
 * each place a token is planted in (the wall's console and a request URL, a phone's
 * storage, a story's title in the shared session and so every page and export, the room server's log in its
 * basic-auth form, a credentials file others may read).
 */
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { TRACKERS_FILE_NAME } from '../../server/trackers/credentials-file';
import { makeIssues, startJiraStandIn, type JiraStandIn } from '../support/jira-stand-in';
import { expect, freshCode, test } from './fixtures';
import { basicAuth, credentialLeaks, watchPages } from './tracker-secrets';
import {
  closeTrackerRoom,
  connectJira,
  EMAIL,
  estimatedCsvBacklog,
  roomDevices,
  startTrackerRoom,
  TOKEN,
  type Room,
} from './tracker-steps';

let jira: JiraStandIn;
let room: Room;

test.beforeEach(async () => {
  jira = await startJiraStandIn({
    kind: 'jira-cloud',
    email: EMAIL,
    token: TOKEN,
    issues: makeIssues('PAY', 1, 'company-managed', true),
  });
  room = await startTrackerRoom('secrets');
});

test.afterEach(async () => {
  await closeTrackerRoom(room);
  await jira.close();
});

test('the credential step passes a clean room and names every place a token leaks to', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const devices = roomDevices(browser, room);
  try {
    const code = freshCode('secrets');
    const watch = watchPages();
    const wall = await devices.wall(code, { prepare: watch.prepare });
    await connectJira(wall, jira.baseUrl);
    const { phones } = await estimatedCsvBacklog(
      wall,
      devices,
      code,
      'key,title\nPAY-1,Pay by card',
      ['5'],
    );
    const places = {
      secrets: [TOKEN, basicAuth(EMAIL, TOKEN)],
      code,
      databasePort: room.server.database.port,
      wall,
      phones,
      watch,
      roomServer: room,
    };
    expect(await credentialLeaks(places)).toEqual([]);

    await wall.evaluate((token) => console.info(`Connected with ${token}`), TOKEN);
    await wall.evaluate((token) => fetch(`/nothing?token=${token}`).catch(() => null), TOKEN);
    await phones[1]!.evaluate((token) => localStorage.setItem('kept', token), TOKEN);
    room.logs.push(`Jira answered 401 to Basic ${basicAuth(EMAIL, TOKEN)}`);
    await chmod(path.join(room.dataDir, TRACKERS_FILE_NAME), 0o644);
    const title = `http://127.0.0.1:${room.server.database.port}/sessions/${code}/backlog/0/title.json`;
    const put = await fetch(title, { method: 'PUT', body: JSON.stringify(`Pay ${TOKEN}`) });
    expect(put.ok).toBe(true);
    await expect(wall.getByTestId('backlog-story')).toContainText(`Pay ${TOKEN}`);

    // The title reaches every page showing the story, and the exports.
    expect(await credentialLeaks(places)).toEqual([
      'shared database sessions',
      'wall HTML',
      'phone 1 HTML',
      'phone 2 HTML',
      'phone 2 storage',
      'console or page error',
      'request URL',
      'Download CSV',
      'Download Markdown',
      'room server log',
      'credentials file (644)',
    ]);
  } finally {
    await devices.close();
  }
});
