import type { Catalogue } from '../../en';

/** Arabic: the refinement session's texts (backlog, Next story), apart so each file stays small. */
export const backlog = {
  backlog: 'قائمة المهام',
  place: '{position} من {total}',
  next: 'التالية: {story}',
  lastStory: 'القصة الأخيرة',
  showDescription: 'عرض الوصف',
  hideDescription: 'إخفاء الوصف',
} satisfies Catalogue['backlog'];

export const nextStory = {
  nextStory: 'القصة التالية',
  saves: 'يحفظ {value} للقصة {story}',
  otherCard: 'أو احفظ بطاقة أخرى:',
  saveInstead: 'احفظ {value} بدلًا منها',
  noClosest: 'لا توجد بطاقة هي الأقرب: اختر تقدير {story} أو تخطّها.',
  skipStory: 'تخطَّ القصة',
  failed: 'تعذّر الانتقال إلى القصة التالية؛ لم يتغيّر شيء. تحقّق من الاتصال وحاول مرة أخرى.',
} satisfies Catalogue['nextStory'];
