import type { Catalogue } from '../../en';
import phone from './phone';
import panels from './panels';
import wall from './wall';

/** German, whole: the three chunks a page loads (i18n/scopes.ts) as one. */
const de = { ...phone, ...panels, ...wall } satisfies Catalogue;

export default de;
