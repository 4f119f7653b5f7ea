import type { Catalogue } from '../en';

/** Arabic. */
const ar = {
  language: {
    language: 'اللغة',
    loadFailed: 'تعذّر تحميل {language}. تحقّق من الاتصال وحاول مرة أخرى.',
  },
  app: {
    somethingWrong: 'حدث خطأ ما.',
    reloadingIn: 'إعادة التحميل خلال {seconds} ث…',
    reloading: 'جارٍ إعادة التحميل…',
  },
  wall: {
    welcome: 'مرحبًا بك في Story Point',
    yourScreenCode: 'رمز شاشتك:',
    change: 'تغيير',
    joinFromPhone: 'انضم من هاتفك: امسح الرمز أو افتح',
    qrLabel: 'رمز QR للانضمام: {url}',
    joinThisScreen: 'انضم إلى هذه الشاشة',
    noAddress:
      'لا يمكن للهواتف الانضمام بعد: صِل هذا الحاسوب بشبكة الغرفة أو اضبط "site" في إعداداته.',
    noAddressShort: 'لا يمكن الانضمام: لا يوجد عنوان شبكة (أو اضبط "site").',
    loopbackOnly:
      'هذا الرابط يعمل على هذا الحاسوب فقط. للهواتف، ابدأ بـ HOST=0.0.0.0 أو اضبط "site".',
    loopbackOnlyShort: 'هذا الحاسوب فقط: تحتاج الهواتف إلى HOST=0.0.0.0 أو "site".',
    connecting: 'جارٍ الاتصال…',
    online: 'متصل',
    offline: 'غير متصل',
    participant: 'المشاركون',
    ready: 'جاهزون',
    averagePoint: 'متوسط النقاط',
    pauseSession: 'إيقاف الجلسة مؤقتًا',
    continueSession: 'متابعة الجلسة',
    closePreview: 'إغلاق المعاينة',
    newRound: 'جولة جديدة',
    options: 'الخيارات',
    settings: 'الإعدادات',
    dismiss: 'إغلاق',
    away: 'غائب',
    cardUnreadable: 'تعذّرت قراءة البطاقة',
    coffee: 'قهوة',
  },
} satisfies Catalogue;

export default ar;
