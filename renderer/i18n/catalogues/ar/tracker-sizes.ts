import type { Catalogue } from '../../en';

/** Arabic: the team's T-shirt sizes as numbers (Options, Issue tracker). */
export const trackerSizes = {
  heading: 'مقاسات القمصان كأرقام',
  help: 'حقل التقدير في المتتبّع يقبل الأرقام: بعد الحفظ يُكتب كل مقاس برقمه. المقاس المتروك فارغًا لا يُكتب.',
  save: 'حفظ',
  clear: 'مسح',
  saved: 'تم الحفظ: تُكتب المقاسات بهذه الأرقام.',
  notSaved: 'لم يُحفظ: لا تُكتب المقاسات في المتتبّع.',
  bad: 'أدخل رقمًا من 6 خانات على الأكثر، وحتى 6 خانات عشرية، للمقاس {sizes}؛ أو اتركه فارغًا.',
  outOfOrder: 'رقم {size} أقل من رقم مقاس أصغر منه: تحقّق من أن هذا مقصود.',
  dropped: 'تعذّرت قراءة الأرقام المحفوظة للمقاسات فأُسقطت: احفظها مرة أخرى.',
  notMapped: '«{card}» مقاس بلا رقم: يمكن إعطاء المقاسات أرقامًا في الخيارات، متتبّع المهام.',
} satisfies Catalogue['trackerSizes'];
