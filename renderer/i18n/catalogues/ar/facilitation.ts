import type { Catalogue } from '../../en';

/** Arabic: the facilitator's tools, on the wall and on phones. */
export const facilitation = {
  waitingFor: 'في انتظار: {names}',
  listSeparator: '، ',
  nudge: 'تنبيه',
  nudgeSent: 'أُرسل التنبيه',
  nudgeTooSoon: 'أُرسل تنبيه للتو. حاول مرة أخرى بعد بضع ثوانٍ.',
  nudgeFailed: 'تعذّر إرسال التنبيه. تحقّق من الاتصال وحاول مرة أخرى.',
  nudged: 'الغرفة في انتظارك',
  revealNow: 'اكشف الآن',
  revealNowConfirm: 'اضغط R مرة أخرى للكشف الآن',
  revealFailed: 'تعذّر كشف البطاقات. تحقّق من الاتصال وحاول مرة أخرى.',
  noVote: 'لا تصويت',
  revealedEarly: 'كُشفت مبكرًا',
  noVoteFrom: 'لا تصويت: {names}',
  median: 'الوسيط',
  anonymousVote: 'تصويت {value}',
  revealingIn: 'الكشف خلال {seconds}',
  sizedSoFar: 'ما قُدّر حتى الآن',
  boardEmpty: 'لا توجد قصة مقدّرة بعد.',
  close: 'إغلاق',
} satisfies Catalogue['facilitation'];
