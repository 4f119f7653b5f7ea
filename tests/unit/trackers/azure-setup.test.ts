/**
 * An Azure DevOps setup checked before the PAT is sent anywhere: the organization's
 * address, the project, the credential's forms hidden, and a kept connection read back.
 */
import { describe, expect, it } from 'vitest';
import {
  authorization,
  checkOrganization,
  checkProject,
  secretsOf,
} from '../../../shared/trackers/azure/credentials';
import { dispatchTrackerOp } from '../../../shared/trackers/dispatch';
import { recordingTrackerService } from '../../support/recording-tracker-service';
import { parseStoredConnection, storedForm } from '../../../shared/trackers/stored-connection';

describe('the organization’s address', () => {
  it.each([
    ['https://dev.azure.com/acme/', 'https://dev.azure.com/acme'],
    ['https://acme.visualstudio.com', 'https://acme.visualstudio.com'],
    [
      'https://tfs.example.com/tfs/DefaultCollection',
      'https://tfs.example.com/tfs/DefaultCollection',
    ],
    ['http://127.0.0.1:8080/acme', 'http://127.0.0.1:8080/acme'],
  ])('%s is used as %s', (raw, base) => {
    expect(checkOrganization(raw)).toEqual({ ok: true, value: base });
  });

  it.each([
    ['https://dev.azure.com/acme/Payments', /organization’s address.*project apart/],
    ['https://dev.azure.com', /organization’s address/],
    ['https://acme.visualstudio.com/Payments', /project apart/],
    ['http://tfs.example.com/tfs/DefaultCollection', /must start with https/],
    ['dev.azure.com/acme', /not a web address.*https:\/\/dev\.azure\.com\/your-organization/],
  ])('%s is refused', (raw, message) => {
    expect(checkOrganization(raw)).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(message) },
    });
  });
});

describe('the project', () => {
  it('is trimmed; an empty or impossible name is refused', () => {
    expect(checkProject(' Fabrikam Fiber ')).toEqual({ ok: true, value: 'Fabrikam Fiber' });
    for (const bad of [undefined, ' ', 'a/b', '../x', 'x?y', 'x#y', 'tab\there', 'x'.repeat(65)]) {
      expect(checkProject(bad)).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    }
  });
});

describe('the PAT', () => {
  it('is basic auth with an empty user name, and each of its forms is hidden', () => {
    const credentials = { token: 'pat+/=token-0123456789' };
    expect(authorization(credentials)).toBe(
      `Basic ${Buffer.from(':pat+/=token-0123456789').toString('base64')}`,
    );
    expect(secretsOf(credentials)).toEqual([
      'pat+/=token-0123456789',
      Buffer.from(':pat+/=token-0123456789').toString('base64'),
      encodeURIComponent('pat+/=token-0123456789'),
    ]);
  });
});

describe('a kept Azure DevOps connection', () => {
  const kept = {
    kind: 'azure-devops' as const,
    baseUrl: 'https://dev.azure.com/acme',
    project: 'Payments',
    token: 'pat',
    account: 'Ana Lima',
  };

  it('is stored under its kind and read back; Jira’s stored form is unchanged', () => {
    expect(storedForm(kept)).toEqual({ 'azure-devops': kept });
    expect(parseStoredConnection(storedForm(kept))).toEqual(kept);
    const jira = { kind: 'jira-server' as const, baseUrl: 'https://j', token: 't', account: 'a' };
    expect(storedForm(jira)).toEqual({ jira });
  });

  it('a kind under the wrong key, or without its project, reads as no connection', () => {
    expect(parseStoredConnection({ jira: kept })).toBeNull();
    expect(parseStoredConnection({ 'azure-devops': { ...kept, kind: 'jira-cloud' } })).toBeNull();
    const { project: _, ...noProject } = kept;
    expect(parseStoredConnection({ 'azure-devops': noProject })).toBeNull();
  });
});

describe('dispatch of an Azure DevOps connect', () => {
  it('passes the project and the remember choice on, and refuses a setup without a project', async () => {
    const { service, calls } = recordingTrackerService();
    const setup = {
      kind: 'azure-devops',
      baseUrl: 'https://dev.azure.com/acme',
      project: ' Payments ',
      token: ' pat ',
      remember: true,
      extra: 'dropped',
    };
    await dispatchTrackerOp(service, 'connect', [setup]);
    const passed = {
      kind: 'azure-devops',
      baseUrl: 'https://dev.azure.com/acme',
      project: 'Payments',
      token: 'pat',
      remember: true,
    };
    expect(calls).toEqual([['connect', passed]]);
    const refused = await dispatchTrackerOp(service, 'connect', [{ ...setup, project: undefined }]);
    expect(refused).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', message: expect.stringMatching(/Azure DevOps, the project/) },
    });
    expect(calls).toEqual([['connect', passed]]);
  });
});
