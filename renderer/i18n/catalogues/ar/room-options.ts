import type { Catalogue } from '../../en';

/** Arabic: Options for how a round goes. */
export const roomOptions = {
  round: 'الجولة',
  revealCountdown: 'الكشف مع عدّ تنازلي',
  soundAtReveal: 'صوت عند الكشف',
  hideNames: 'إخفاء الأسماء',
  suggestedCard: 'البطاقة المقترحة',
  closest: 'أقرب بطاقة',
  nextUp: 'البطاقة الأعلى التالية',
  saveFailed: 'تعذّر تغيير الخيار. تحقّق من الاتصال وحاول مرة أخرى.',
  keyReveal: 'اكشف الآن قبل أن يصبح الجميع جاهزين (اضغط مرتين)',
  keyNudge: 'نبّه من ليسوا جاهزين',
  keyBoard: 'إظهار القصص المقدّرة حتى الآن أو إخفاؤها',
} satisfies Catalogue['roomOptions'];
