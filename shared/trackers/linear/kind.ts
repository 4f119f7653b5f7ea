/** Linear as the connection service uses it: the address checked, then a connector made. */
import { tokenTrackerKind } from '../token-kind';
import { createLinearConnector } from './connector';
import { checkLinearAddress } from './credentials';

export const LINEAR_KIND = tokenTrackerKind('linear', checkLinearAddress, createLinearConnector);
