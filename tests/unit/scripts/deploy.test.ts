import { describe, expect, it } from 'vitest';
import { deploymentTarget } from '../../../scripts/deploy';

const web = (firebase: Record<string, unknown>) => ({ firebase: { apiKey: 'k', ...firebase } });

describe('deploymentTarget', () => {
  it('deploys to the project the web config names, its database the first label of the URL', () => {
    expect(
      deploymentTarget(
        web({
          projectId: 'my-project',
          databaseURL: 'https://my-project-default-rtdb.europe-west1.firebasedatabase.app',
        }),
      ),
    ).toEqual({ projectId: 'my-project', instance: 'my-project-default-rtdb' });
    expect(
      deploymentTarget(web({ projectId: 'old', databaseURL: 'https://old-rooms.firebaseio.com/' })),
    ).toEqual({ projectId: 'old', instance: 'old-rooms' });
  });

  it('refuses a config without a Firebase project, saying why', () => {
    const none = { problem: 'config.json names no Firebase project with an https "databaseURL".' };
    expect(deploymentTarget({ database: { host: '127.0.0.1', port: 9000 } })).toEqual(none);
    expect(
      deploymentTarget(web({ projectId: 'p', databaseURL: 'http://p.firebaseio.com' })),
    ).toEqual(none);
    expect(deploymentTarget(web({ databaseURL: 'https://p.firebaseio.com' }))).toEqual({
      problem: 'config.json "firebase" needs its "projectId".',
    });
  });
});
