import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'مراجعات Google',
  'google.section.subtitle': 'ملف نشاطك التجاري: المراجعات والردود والنمو',
  'google.section.claimed.title': 'غير مُتحقَّق منه: طالب مالك هذا المكان به على Google',
  'google.section.claimed.text':
    'في {date}، سجّل شخص يدير هذا النشاط التجاري على Google النشاطَ بملف نشاط تجاري مُتحقَّق منه. تحتفظ ببياناتك (يمكنك تصديرها من قسم بياناتك). تتوقف رموز QR والروابط الخاصة بك عن العمل بعد 30 يومًا من ذلك التاريخ. إذا كان النشاط التجاري لك، فاربط ملفه على Google أدناه.',
  'google.section.loading': 'جارٍ تحميل اتصالك بـ Google…',
  'google.section.failed': 'تعذّر تحميل اتصالك بـ Google',
  'google.section.unavailable':
    'ملف النشاط التجاري على Google غير مفعّل على هذا الخادم. يحتاج المشغّل إلى موافقة Google على واجهات Business Profile البرمجية، ثم يضبط {setting}.',
  'google.filter.legend': 'تصفية المراجعات',
  'google.filter.allStars': 'كل النجوم',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'بلا رد ({count})',
  'google.reviews.loading': 'جارٍ تحميل المراجعات…',
  'google.reviews.failed': 'تعذّر تحميل مراجعاتك',
  'google.reviews.empty.title': 'لا توجد مراجعات مطابقة',
  'google.reviews.empty.text':
    'جرّب عامل تصفية آخر. تظهر المراجعات الجديدة هنا خلال ساعة، أو فورًا عبر «مزامنة الآن».',
  'google.reviews.listLabel': 'مراجعات Google',
  'google.reviews.more': 'عرض مزيد من المراجعات',

  'google.connection.connected': 'تم ربط ملف النشاط التجاري',
  'google.connection.notConnected': 'لم يتم الربط',
  'google.connection.notGranted': 'لم يُمنح الوصول إلى Google. يُرجى المحاولة مرة أخرى.',
  'google.connection.opening': 'جارٍ فتح Google…',
  'google.connection.openFailed': 'تعذّر بدء الربط',
  'google.connection.connectAgain': 'اربط مجددًا',
  'google.connection.connect': 'ربط ملف النشاط التجاري على Google',
  'google.connection.title': 'اربط ملف نشاطك التجاري على Google',
  'google.connection.text':
    'اطّلع هنا على كل مراجعات Google، وردّ عليها، وتابع نمو مراجعاتك منذ أن بدأت مع ReviewTap. ويُثبت الربط أيضًا أن النشاط التجاري ملكك.',
  'google.connection.demo': 'لا توجد إعدادات Google على هذا الخادم: ستربط الملف التجريبي.',
  'google.connection.askOwner': 'اطلب من المالك ربطه.',
  'google.connection.noLocation': 'لا يوجد فرع مطابق',
  'google.connection.verified': 'مُتحقَّق منه على Google',
  'google.connection.notVerified': 'غير مُتحقَّق منه',
  'google.connection.demoProfile': 'ملف تجريبي',
  'google.connection.account': 'حساب Google: {name}.',
  'google.connection.lastSync': 'قُرئت المراجعات في {when}.',
  'google.connection.reading': 'جارٍ قراءة مراجعاتك…',
  'google.connection.broken':
    'لم تعد Google تقبل هذا الاتصال (أُزيل الوصول أو انتهت صلاحيته). اربط مجددًا لتبقى مراجعاتك محدّثة.',
  'google.connection.noMatch':
    'لا يطابق أيٌّ من المواقع التي يديرها حساب Google هذا هذا النشاطَ التجاري. اربط باستخدام حساب Google الذي يملك النشاط التجاري على خرائط Google، أو اطلب من مالكه إضافتك مديرًا في ملف النشاط التجاري، ثم اربط مجددًا.',
  'google.connection.syncing': 'جارٍ قراءة مراجعاتك من Google',
  'google.connection.syncFailed': 'تعذّر طلب المزامنة',
  'google.connection.sync': 'مزامنة الآن',
  'google.connection.disconnected': 'تم فصل ملف النشاط التجاري',
  'google.connection.disconnectFailed': 'تعذّر الفصل',
  'google.connection.disconnect': 'فصل',

  'google.claim.title': 'أماكنك، سجّلها شخص آخر',
  'google.claim.text':
    'يدير حسابك على Google هذه الأماكن بصفتك مالكها المُتحقَّق منه، لكن حسابًا آخر على ReviewTap سجّلها دون تحقق. طالِب بأحدها ليصبح فرعًا لك؛ يُبلَّغ الحساب الآخر ويحتفظ ببياناته.',
  'google.claim.listLabel': 'أماكن يمكنك المطالبة بها',
  'google.claim.done': 'أصبح {place} ملكك',
  'google.claim.doneText': 'مُتحقَّق منه على Google. تجده ضمن «جميع الفروع».',
  'google.claim.failed': 'تعذّرت المطالبة بهذا المكان',
  'google.claim.button': 'المطالبة بـ {place}',

  'google.growth.title': 'نمو المراجعات',
  'google.growth.text': 'من ملف نشاطك التجاري نفسه: ما حققه ReviewTap.',
  'google.growth.total': 'مراجعات Google',
  'google.growth.average': 'متوسط التقييم',
  'google.growth.before': 'أسبوعيًا قبل البدء',
  'google.growth.since': 'أسبوعيًا منذ البدء',
  'google.growth.notStarted':
    'يُحسب «قبل البدء» و«منذ البدء» من أول مسح لرمز QR الخاص بك: اعرض رمزك على عميل لتبدأ.',
  'google.growth.chart': 'مراجعات Google الجديدة أسبوعيًا، آخر 13 أسبوعًا',
  'google.growth.week':
    'أسبوع {week}: {reviews, plural, zero {لا مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعة} other {# مراجعة}}، {sent, plural, zero {لم يُوجَّه أحد إلى Google} one {عميل واحد وُجِّه إلى Google} two {عميلان وُجِّها إلى Google} few {# عملاء وُجِّهوا إلى Google} many {# عميلًا وُجِّهوا إلى Google} other {# عميل وُجِّهوا إلى Google}}',
  'google.growth.followed':
    '{count, plural, zero {<b>#</b> مراجعة جاءت بعد زيارة} one {<b>#</b> مراجعة جاءت بعد زيارة} two {<b>#</b> مراجعتان جاءتا بعد زيارة} few {<b>#</b> مراجعات جاءت بعد زيارة} many {<b>#</b> مراجعة جاءت بعد زيارة} other {<b>#</b> مراجعة جاءت بعد زيارة}}: أي كُتبت خلال ساعتين بعد انتقال عميل من رمز QR الخاص بك إلى Google. هذا تقدير: لا تُخبر Google بمن كتب المراجعة.',
  'google.growth.byMember': 'حسب عضو الفريق: {list}.',

  'google.rating.none': 'لا يوجد تقييم على Google بعد',
  'google.rating.onGoogle':
    '<b>{rating}</b> على Google · {count, plural, zero {لا مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعة} other {# مراجعة}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect': 'اربط ملف نشاطك التجاري لترى السجل وتردّ على المراجعات',

  'google.templates.title': 'ردود محفوظة',
  'google.templates.text':
    'ابدأ ردك بأحد هذه الردود. اكتب {token} حيث يجب أن يظهر الاسم الأول لكاتب المراجعة.',
  'google.templates.saved': 'تم تحديث الردود المحفوظة',
  'google.templates.saveFailed': 'تعذّر حفظ الردود',
  'google.templates.low': 'لتقييمات 1–3 نجوم',
  'google.templates.lowPlaceholder': 'نأسف لذلك يا {token}. يُرجى الاتصال بنا لنصلح الأمر.',
  'google.templates.high': 'لتقييمات 4–5 نجوم',
  'google.templates.highPlaceholder': 'شكرًا لك يا {token}! نراك قريبًا.',
  'google.templates.save': 'حفظ الردود',

  'google.review.stars': '{value} من 5 نجوم',
  'google.review.updated': 'تم تحديث الرد',
  'google.review.posted': 'تم نشر الرد على Google',
  'google.review.postFailed': 'لم تقبل Google الرد. نصك ما زال هنا: يُرجى المحاولة مرة أخرى.',
  'google.review.deleted': 'تم حذف الرد',
  'google.review.deleteFailed': 'تعذّر حذف الرد',
  'google.review.followedVisit': 'بعد زيارة',
  'google.review.noText': 'تقييم بلا نص.',
  'google.review.yourReply': 'ردك · {date}',
  'google.review.edit': 'تعديل',
  'google.review.delete': 'حذف',
  'google.review.reply': 'رد',
  'google.review.replyTo': 'الرد على {name}',
  'google.review.placeholder': 'اكتب ردًا علنيًا…',
  'google.review.bytes': '{size} / {limit} بايت',
  'google.review.useTemplate': 'استخدام رد محفوظ',
  'google.review.cancel': 'إلغاء',
  'google.review.save': 'حفظ الرد',
  'google.review.post': 'نشر الرد',
};
