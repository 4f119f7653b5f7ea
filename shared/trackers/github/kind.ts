/** GitHub as the connection service uses it: the address checked, then a connector made. */
import { tokenTrackerKind } from '../token-kind';
import { createGitHubConnector } from './connector';
import { checkGitHubAddress } from './credentials';

export const GITHUB_KIND = tokenTrackerKind('github', checkGitHubAddress, createGitHubConnector);
