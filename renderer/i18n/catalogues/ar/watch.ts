import type { Catalogue } from '../../en';

/** Arabic: watching without voting. */
export const watch = {
  watchOnly: 'المشاهدة دون تصويت',
  watchOnlyHelp: 'شاهد القصة والمؤقّت والنتيجة، دون أن تظهر بطاقتك على الشاشة',
  watching: 'أنت تشاهد',
  watchingNote: 'لا توجد بطاقة لك على الشاشة، لذا تستمر الجولة من دونك.',
  voteInstead: 'التصويت بدلًا من ذلك',
  watchingCount: {
    zero: 'لا مشاهدين',
    one: 'مشاهد واحد',
    two: 'مشاهدان',
    few: '{count} مشاهدين',
    many: '{count} مشاهدًا',
    other: '{count} مشاهد',
  },
} satisfies Catalogue['watch'];
