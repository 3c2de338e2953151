import type { analytics as en } from '#web/i18n/messages/en/analytics.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const analytics: AreaOf<typeof en> = {
  'analytics.title': 'تحليلات النشاط التجاري',
  'analytics.subtitle': 'عمليات مسح رمز QR الخاص بك وإلى أين أوصلت.',
  'analytics.refreshLabel': 'تحديث التحليلات',
  'analytics.refresh': 'تحديث',
  'analytics.loading': 'جارٍ تحميل التحليلات…',
  'analytics.loadError': 'تعذّر تحميل بيانات التحليلات',
  'analytics.error': 'خطأ',
  'analytics.empty.title': 'لا عمليات مسح بعد',
  'analytics.empty.text':
    'ستظهر أرقامك هنا بعد أن يمسح أول عميل رمز QR الخاص بك. اعرضه على هاتفك مباشرةً بعد زيارة رائعة واطلب تقييمًا سريعًا.',
  'analytics.empty.show': 'اعرضه على العملاء',
  'analytics.unusual.title': 'نشاط غير معتاد',
  'analytics.unusual.text':
    'أرسلت شبكة واحدة تقييمات أكثر بكثير مما يرسله عملاء أي متجر عادةً. لم نحتسبها، لتبقى أرقامك صحيحة.',
  'analytics.unusual.ratings':
    '<b>{day}:</b> لم نحتسب {ratings, plural, zero {# تقييم} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}}',
  'analytics.unusual.scans':
    '<b>{day}:</b> لم نحتسب {scans, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}}',
  'analytics.unusual.both':
    '<b>{day}:</b> لم نحتسب {ratings, plural, zero {# تقييم} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}} و{scans, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}}',
  'analytics.summary.label': 'الإجماليات',
  'analytics.summary.scans': 'إجمالي عمليات المسح',
  'analytics.summary.scansHint': 'منذ البداية',
  'analytics.summary.conversions': 'التحويلات',
  'analytics.summary.conversionsHint': 'أُرسلوا إلى Google',
  'analytics.summary.rate': 'معدل التحويل',
  'analytics.summary.rateHint': 'التحويلات ÷ عمليات المسح',
  'analytics.period.label': 'الأسبوع والشهر',
  'analytics.period.current':
    '{count, plural, zero {<n>#</n><sr> عملية مسح</sr>} one {<n>#</n><sr> عملية مسح</sr>} two {<n>#</n><sr> عملية مسح</sr>} few {<n>#</n><sr> عمليات مسح</sr>} many {<n>#</n><sr> عملية مسح</sr>} other {<n>#</n><sr> عملية مسح</sr>}}',
  'analytics.period.week.title': 'هذا الأسبوع',
  'analytics.period.week.hint': 'آخر 7 أيام',
  'analytics.period.week.previous':
    '{count, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}} الأسبوع الماضي',
  'analytics.period.month.title': 'هذا الشهر',
  'analytics.period.month.hint': 'آخر 30 يومًا',
  'analytics.period.month.previous':
    '{count, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}} الشهر الماضي',
  'analytics.growth.none.week': 'لا مقارنة: لم تكن هناك عمليات مسح الأسبوع الماضي',
  'analytics.growth.none.month': 'لا مقارنة: لم تكن هناك عمليات مسح الشهر الماضي',
  'analytics.growth.week':
    '{direction, select, up {ارتفاع مقارنةً بالأسبوع الماضي} down {انخفاض مقارنةً بالأسبوع الماضي} other {بلا تغيير مقارنةً بالأسبوع الماضي}}',
  'analytics.growth.month':
    '{direction, select, up {ارتفاع مقارنةً بالشهر الماضي} down {انخفاض مقارنةً بالشهر الماضي} other {بلا تغيير مقارنةً بالشهر الماضي}}',
  'analytics.team.title': 'الفريق',
  'analytics.team.description':
    'العملاء الذين أرسلهم رمز QR الخاص بكل شخص إلى Google لكتابة مراجعة خلال آخر 7 أيام (نقرة إلى Google، وليست مراجعة بعد). الرموز المطبوعة لا تُحتسب لأحد.',
  'analytics.team.empty': 'لم يعرض أحد في الفريق رمز QR الخاص به بعد.',
  'analytics.team.ranking': 'ترتيب الفريق',
  'analytics.team.total':
    '<b>الفريق كله هذا الأسبوع: </b>{conversions, plural, zero {# تحويل} one {تحويل واحد} two {تحويلان} few {# تحويلات} many {# تحويلًا} other {# تحويل}} من {scans, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتي مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}}',
  'analytics.team.onlyMine': 'يعرض المالك صفك أنت فقط',
  'analytics.team.unattributed':
    '{count, plural, zero {جاءت # عملية مسح هذا الأسبوع من الرمز المطبوع للمتجر أو من رابطه العادي، لذا لا تُحتسب لأي أحد في الفريق.} one {جاءت عملية مسح واحدة هذا الأسبوع من الرمز المطبوع للمتجر أو من رابطه العادي، لذا لا تُحتسب لأي أحد في الفريق.} two {جاءت عمليتا مسح هذا الأسبوع من الرمز المطبوع للمتجر أو من رابطه العادي، لذا لا تُحتسبان لأي أحد في الفريق.} few {جاءت # عمليات مسح هذا الأسبوع من الرمز المطبوع للمتجر أو من رابطه العادي، لذا لا تُحتسب لأي أحد في الفريق.} many {جاءت # عملية مسح هذا الأسبوع من الرمز المطبوع للمتجر أو من رابطه العادي، لذا لا تُحتسب لأي أحد في الفريق.} other {جاءت # عملية مسح هذا الأسبوع من الرمز المطبوع للمتجر أو من رابطه العادي، لذا لا تُحتسب لأي أحد في الفريق.}}',
  'analytics.team.first': 'الأول',
  'analytics.team.conversions':
    '{count, plural, zero {# تحويل} one {تحويل واحد} two {تحويلان} few {# تحويلات} many {# تحويلًا} other {# تحويل}}',
  'analytics.team.tag.you': 'أنت',
  'analytics.team.tag.owner': 'المالك',
  'analytics.team.tag.former': 'عضو سابق',
  'analytics.team.row.thisWeek':
    '{scans, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}} · {rate} إلى Google · ملاحظات خاصة: {feedback, number}',
  'analytics.team.row.history':
    'الأسبوع الماضي {lastWeek, number} · منذ البداية {allTime, plural, zero {# تحويل} one {تحويل واحد} two {تحويلان} few {# تحويلات} many {# تحويلًا} other {# تحويل}}',
  'analytics.team.row.channels': 'هذا الأسبوع حسب القناة: {channels}',
  'analytics.team.board.label': 'عرض ترتيب الفريق للأعضاء',
  'analytics.team.board.shown': 'يرى الأعضاء صفوف الجميع.',
  'analytics.team.board.hidden': 'يرى الأعضاء صفوفهم وإجمالي الفريق فقط.',
  'analytics.team.board.failed': 'تعذّر تحديث إعداد ترتيب الفريق',
  'analytics.channels.title': 'كيف وصل العملاء',
  'analytics.channels.description':
    'عمليات المسح والتحويلات إلى Google حسب القناة، هذا الأسبوع (الأسبوع الماضي بين قوسين)',
  'analytics.channels.column.channel': 'القناة',
  'analytics.channels.column.scans': 'عمليات المسح',
  'analytics.channels.column.conversions': 'التحويلات',
  'analytics.channels.column.rate': 'المعدل',
  'analytics.channels.column.yours': 'لك',
  'analytics.channels.viaMaps':
    'ذهب هذا الأسبوع {count, plural, zero {# تحويل} one {تحويل واحد} two {تحويلان} few {# تحويلات} many {# تحويلًا} other {# تحويل}} إلى صفحة نشاطك على خرائط Google، لأن نموذج مراجعات Google لا يفتح في Firefox على Android.',
  'analytics.channel.qr': 'رمز QR',
  'analytics.channel.sms': 'رسالة SMS',
  'analytics.channel.whatsapp': 'WhatsApp',
  'analytics.channel.email': 'البريد الإلكتروني',
  'analytics.channel.share': 'قائمة المشاركة',
  'analytics.channel.copy': 'رابط منسوخ',
  'analytics.channel.nfc': 'شريحة NFC',
  'analytics.daily.title': 'عمليات المسح والتحويلات',
  'analytics.daily.description': 'آخر 30 يومًا، يومًا بيوم بتوقيت {zone}',
  'analytics.daily.summary':
    'مخطط آخر 30 يومًا: {scans, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}}، {conversions, plural, zero {# تحويل} one {تحويل واحد} two {تحويلان} few {# تحويلات} many {# تحويلًا} other {# تحويل}}',
  'analytics.daily.summaryWithFeedback':
    'مخطط آخر 30 يومًا: {scans, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتا مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}}، {conversions, plural, zero {# تحويل} one {تحويل واحد} two {تحويلان} few {# تحويلات} many {# تحويلًا} other {# تحويل}}، وأُرسل {feedback, number} إلى الملاحظات الخاصة',
  'analytics.series.scans': 'عمليات المسح',
  'analytics.series.conversions': 'التحويلات',
  'analytics.series.feedback': 'الملاحظات الخاصة',
  'analytics.ratings.title': 'التقييمات',
  'analytics.ratings.none': 'لا تقييمات بعد',
  'analytics.ratings.total':
    '{count, plural, zero {# تقييم} one {تقييم واحد} two {تقييمان} few {# تقييمات} many {# تقييمًا} other {# تقييم}} إجمالًا',
  'analytics.ratings.summary':
    'مخطط التقييمات. 5 نجوم: {r5, number}، 4 نجوم: {r4, number}، 3 نجوم: {r3, number}، نجمتان: {r2, number}، نجمة واحدة: {r1, number}',
  'analytics.recent.title': 'أحدث عمليات المسح',
  'analytics.recent.description': 'أحدث 5 زيارات لصفحة التقييم الخاصة بك',
  'analytics.recent.mobile': 'جوال',
  'analytics.recent.desktop': 'كمبيوتر',
  'analytics.recent.converted': 'تم التحويل',
  'analytics.recent.notConverted': 'لم يتم التحويل',
  'analytics.mine.title': 'نتائج رمز QR الخاص بك',
  'analytics.mine.description': 'عمليات مسح رمز QR على هاتفك، والعملاء الذين أرسلهم إلى Google.',
  'analytics.mine.loading': 'جارٍ تحميل أرقامك…',
  'analytics.mine.loadError': 'تعذّر تحميل أرقامك الآن.',
  'analytics.mine.thisWeek': 'هذا الأسبوع',
  'analytics.mine.lastWeek': 'الأسبوع الماضي',
  'analytics.mine.allTime': 'منذ البداية',
  'analytics.mine.conversions':
    '{count, plural, zero {<n>#</n><sr> تحويل</sr>} one {<n>#</n><sr> تحويل</sr>} two {<n>#</n><sr> تحويل</sr>} few {<n>#</n><sr> تحويلات</sr>} many {<n>#</n><sr> تحويلًا</sr>} other {<n>#</n><sr> تحويل</sr>}}',
  'analytics.mine.ofScans':
    'إلى Google، من أصل {count, plural, zero {# عملية مسح} one {عملية مسح واحدة} two {عمليتي مسح} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}}',
  'analytics.feedback.title': 'ملاحظات العملاء',
  'analytics.feedback.subtitle': 'عرض الملاحظات الواردة من تقييمات 1-3 نجوم',
  'analytics.feedback.viewAll': 'عرض الكل',
  'analytics.feedback.loading': 'جارٍ تحميل الملاحظات…',
  'analytics.feedback.loadError': 'تعذّر تحميل الملاحظات',
  'analytics.feedback.emptyTitle': 'لا ملاحظات بعد',
  'analytics.feedback.emptyText':
    'عند تفعيل فلتر المراجعات، يمكن للعملاء الذين يقيّمون من 1 إلى 3 نجوم أن يخبروك بشكل خاص بما لم يكن على ما يرام. ستظهر رسائلهم هنا.',
  'analytics.feedback.newest': 'أحدث الملاحظات',
  'analytics.feedback.rating.veryPoor': 'سيئ جدًا',
  'analytics.feedback.rating.poor': 'سيئ',
  'analytics.feedback.rating.average': 'متوسط',
  'analytics.feedback.rating.stars':
    '{rating, plural, zero {# نجمة} one {نجمة واحدة} two {نجمتان} few {# نجوم} many {# نجمة} other {# نجمة}}',
  'analytics.feedback.stars': '{rating, number} من {max, number} نجوم',
  'analytics.feedback.resolved': 'تم الحل',
  'analytics.feedback.via': 'عبر رمز QR الخاص بـ{name}',
  'analytics.feedback.markedResolved': 'تم وضع علامة «تم الحل»',
  'analytics.feedback.markedOpen': 'أُعيد فتحها',
  'analytics.feedback.updateFailed': 'تعذّر تحديث الملاحظة',
  'analytics.feedback.replySubject': 'ملاحظاتك حول {business}',
  'analytics.feedback.reply': 'الرد بالبريد الإلكتروني',
  'analytics.feedback.reopen': 'إعادة الفتح',
  'analytics.feedback.markResolved': 'وضع علامة «تم الحل»',
  'analytics.feedback.filter.rating': 'التقييم',
  'analytics.feedback.filter.allRatings': 'كل التقييمات',
  'analytics.feedback.filter.unresolved': 'غير المحلولة فقط',
  'analytics.feedback.downloadCsv': 'تنزيل CSV',
  'analytics.feedback.noMatch': 'لا توجد ملاحظات تطابق هذه الفلاتر.',
  'analytics.feedback.emptyInbox': 'لا ملاحظات بعد.',
  'analytics.feedback.count':
    '{count, plural, zero {# ملاحظة} one {ملاحظة واحدة} two {ملاحظتان} few {# ملاحظات} many {# ملاحظة} other {# ملاحظة}}، الصفحة {page, number} من {pages, number}',
  'analytics.feedback.all': 'كل الملاحظات',
  'analytics.feedback.pages': 'الصفحات',
  'analytics.feedback.newer': 'الأحدث',
  'analytics.feedback.older': 'الأقدم',
  'analytics.feedback.page': 'الصفحة {page, number} من {pages, number}',
};
