import type { Catalogue } from '../en';

/** Arabic. */
const ar = {
  language: {
    language: 'اللغة',
    loadFailed: 'تعذّر تحميل {language}. تحقّق من الاتصال وحاول مرة أخرى.',
  },
} satisfies Catalogue;

export default ar;
