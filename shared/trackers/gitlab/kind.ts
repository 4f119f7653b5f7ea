/** GitLab as the connection service uses it: the address checked, then a connector made. */
import { tokenTrackerKind } from '../token-kind';
import { createGitLabConnector } from './connector';
import { checkGitLabAddress } from './credentials';

export const GITLAB_KIND = tokenTrackerKind('gitlab', checkGitLabAddress, createGitLabConnector);
