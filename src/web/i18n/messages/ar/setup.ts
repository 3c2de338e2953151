import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'إعداد نشاطك التجاري',
  'setup.addLocation': 'إضافة فرع',
  'setup.intro':
    'ابحث عن نشاطك التجاري على Google وأكّده. سيكون رمز QR الخاص بالمراجعات جاهزًا خلال دقيقتين تقريبًا.',
  'setup.intro.adding': 'ابحث عن الفرع على Google وأكّده. {pricing}',
  'setup.registered.title': 'تم تسجيل نشاطك التجاري بنجاح!',
  'setup.registered.text': 'رمز QR جاهز للإنشاء. جارٍ الانتقال إلى لوحة التحكم...',
  'setup.register.failedTitle': 'تعذّر التسجيل',
  'setup.register.failed': 'تعذّر تسجيل نشاطك التجاري. يُرجى المحاولة مرة أخرى.',
  'setup.price.sharedTrial': 'مجاني حتى انتهاء فترتك التجريبية في {date}، ثم {price} شهريًا.',
  'setup.price.perLocation':
    'تكلفة كل فرع {price} شهريًا؛ وتدفع مقابل هذا الفرع عند الدفع مباشرةً بعد التأكيد.',
  'setup.price.trial':
    '{days, plural, zero {تبدأ تجربتك المجانية اليوم. لا حاجة إلى بطاقة.} one {تبدأ اليوم تجربتك المجانية لمدة يوم واحد. لا حاجة إلى بطاقة.} two {تبدأ اليوم تجربتك المجانية لمدة يومين. لا حاجة إلى بطاقة.} few {تبدأ اليوم تجربتك المجانية لمدة # أيام. لا حاجة إلى بطاقة.} many {تبدأ اليوم تجربتك المجانية لمدة # يومًا. لا حاجة إلى بطاقة.} other {تبدأ اليوم تجربتك المجانية لمدة # يوم. لا حاجة إلى بطاقة.}}',

  'setup.steps.label': 'تقدّم الإعداد',
  'setup.steps.search': 'البحث',
  'setup.steps.confirm': 'التأكيد',
  'setup.steps.step': 'الخطوة {n, number}:',
  'setup.steps.done': '(مكتملة)',

  'setup.confirm.title': 'أكّد نشاطك التجاري',
  'setup.confirm.text': 'تحقّق من أن هذا هو المكان الصحيح قبل تسجيله.',
  'setup.confirm.change': 'تغيير',
  'setup.confirm.next': 'ماذا بعد؟',
  'setup.confirm.link.title': 'رابط مباشر إلى مراجعات Google',
  'setup.confirm.link.text': 'يصل العملاء مباشرةً إلى نموذج المراجعة الخاص بك.',
  'setup.confirm.qr.title': 'رموز QR',
  'setup.confirm.qr.text': 'اعرض رمزًا على هاتفك أو اطبعه ليوضع على المنضدة.',
  'setup.confirm.analytics.title': 'إحصاءات المسح',
  'setup.confirm.analytics.text': 'اعرف كم عميلًا يمسح الرمز ثم يكتب مراجعة.',
  'setup.confirm.back': 'العودة إلى البحث',
  'setup.confirm.redirecting': 'جارٍ الانتقال...',
  'setup.confirm.registering': 'جارٍ التسجيل...',
  'setup.confirm.register': 'سجّل نشاطي التجاري',

  'setup.search.label': 'ابحث عن نشاطك التجاري',
  'setup.search.placeholder': 'اسم النشاط التجاري والمدينة',
  'setup.search.clear': 'مسح البحث',
  'setup.search.hint': 'أضف المدينة لتضييق النتائج. تظهر النتائج أثناء الكتابة.',
  'setup.search.failedSummary': 'تعذّر البحث: {message}',
  'setup.search.searching': 'جارٍ البحث…',
  'setup.search.noneFor': 'لم يُعثر على أي نشاط تجاري باسم «{query}»',
  'setup.search.foundSummary':
    '{count, plural, zero {لم يُعثر على أي نشاط تجاري} one {عُثر على نشاط تجاري واحد} two {عُثر على نشاطين تجاريين} few {عُثر على # أنشطة تجارية} many {عُثر على # نشاطًا تجاريًا} other {عُثر على # نشاط تجاري}}',
  'setup.search.found':
    '{count, plural, zero {لم يُعثر على أي نشاط تجاري.} one {عُثر على نشاط تجاري واحد.} two {عُثر على نشاطين تجاريين.} few {عُثر على # أنشطة تجارية.} many {عُثر على # نشاطًا تجاريًا.} other {عُثر على # نشاط تجاري.}} اختر نشاطك.',
  'setup.search.unavailable': 'يتعذّر البحث عن الأنشطة التجارية الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'كتالوج تجريبي',
  'setup.search.demoNote': 'أماكن نموذجية، وليست نتائج حقيقية من Google',
  'setup.search.intro.title': 'ابحث عن نشاطك التجاري',
  'setup.search.intro.tooShort':
    '{min, plural, zero {تابع الكتابة: يحتاج البحث إلى حرف واحد على الأقل.} one {تابع الكتابة: يحتاج البحث إلى حرف واحد على الأقل.} two {تابع الكتابة: يحتاج البحث إلى حرفين على الأقل.} few {تابع الكتابة: يحتاج البحث إلى # أحرف على الأقل.} many {تابع الكتابة: يحتاج البحث إلى # حرفًا على الأقل.} other {تابع الكتابة: يحتاج البحث إلى # حرف على الأقل.}}',
  'setup.search.intro.text': 'اكتب الاسم كما يظهر في خرائط Google، مثل «Café Crème Lyon».',
  'setup.search.none.title': 'لم يُعثر على أي نشاط تجاري',
  'setup.search.none.text': 'لا توجد نتائج تطابق <term>«{query}»</term>. جرّب ما يلي:',
  'setup.search.tip.name': 'استخدم الاسم الكامل للنشاط التجاري',
  'setup.search.tip.city': 'أضف المدينة أو الحي',
  'setup.search.tip.street': 'أدرج عنوان الشارع',
  'setup.search.tip.keywords': 'جرّب كلمات مفتاحية أخرى',
  'setup.search.failed.title': 'تعذّر البحث',
  'setup.search.retry': 'أعد المحاولة',

  'setup.rating.none': 'لا توجد مراجعات بعد',
  'setup.rating.sr': 'التقييم {rating} من 5',
  'setup.rating.srWithCount':
    'التقييم {rating} من 5، {count, plural, zero {بلا مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعة} other {# مراجعة}}',
  'setup.rating.count':
    '({count, plural, zero {بلا مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعة} other {# مراجعة}})',

  'setup.overview.scans': 'عمليات المسح',
  'setup.overview.toGoogle': 'إلى Google',
  'setup.overview.rate': 'النسبة',
  'setup.overview.newFeedback': 'ملاحظات جديدة',
  'setup.overview.open': 'فتح',
  'setup.overview.openName': 'فتح {name}',
  'setup.overview.onShow': 'المعروض',
  'setup.overview.thisWeek': 'هذا الأسبوع',
  'setup.overview.lastWeek': 'الأسبوع الماضي',
  'setup.overview.all':
    '{count, plural, zero {جميع الفروع} one {الفرع الوحيد} two {كلا الفرعين} few {جميع الفروع (#)} many {جميع الفروع (#)} other {جميع الفروع (#)}}',

  'setup.switcher.label': 'الفرع: {name}. تبديل الفرع',
  'setup.switcher.yours': 'فروعك',
  'setup.switcher.verified': 'موثَّق',
  'setup.switcher.all': 'جميع الفروع',

  'setup.reviewFilter.saved': 'تم تحديث فلتر المراجعات',
  'setup.reviewFilter.savedOn': 'أصحاب التقييمات من 1 إلى 3 نجوم يرون الآن نموذج الملاحظات الخاصة أولًا.',
  'setup.reviewFilter.savedOff': 'يذهب كل عميل الآن مباشرةً إلى Google.',
  'setup.reviewFilter.failed': 'تعذّر تحديث إعداد فلتر المراجعات',
  'setup.reviewFilter.title': 'فلتر المراجعات',
  'setup.reviewFilter.text': 'استمع إلى العملاء غير الراضين على انفراد قبل أن ينشروا.',
  'setup.reviewFilter.label': 'أرسل تقييمات 1–3 نجوم إلى الملاحظات الخاصة أولًا',
  'setup.reviewFilter.noteOn':
    'تحظر Google تثبيط المراجعات السلبية، لذا يرى العملاء الذين يقيّمون بـ1–3 نجوم نموذج الملاحظات الخاصة أولًا، ويقدّم لهم دائمًا رابطًا للنشر على Google.',
  'setup.reviewFilter.noteOff': 'متوقف: يذهب كل عميل، أيًّا كان تقييمه، مباشرةً إلى صفحة مراجعاتك على Google.',

  'setup.language.saved': 'تم تحديث لغة صفحة العملاء',
  'setup.language.savedAuto': 'يرى كل عميل الآن صفحة التقييم بلغة هاتفه.',
  'setup.language.savedFixed': 'يرى كل عميل الآن صفحة التقييم بهذه اللغة: {language}.',
  'setup.language.failed': 'تعذّر تحديث لغة صفحة العملاء',
  'setup.language.title': 'لغة صفحة العملاء',
  'setup.language.text': 'لغة صفحتي التقييم والملاحظات اللتين يفتحهما رمز QR الخاص بك.',
  'setup.language.label': 'اللغة',
  'setup.language.auto': 'تلقائي (موصى به)',
  'setup.language.noteAuto':
    '{count, plural, zero {تلقائي: يقرأ كل عميل الصفحة بلغة هاتفه، وإلا فبالإنجليزية.} one {تلقائي: يقرأ كل عميل الصفحة بلغة هاتفه (لغة واحدة)، وإلا فبالإنجليزية.} two {تلقائي: يقرأ كل عميل الصفحة بلغة هاتفه (لغتان)، وإلا فبالإنجليزية.} few {تلقائي: يقرأ كل عميل الصفحة بلغة هاتفه (# لغات)، وإلا فبالإنجليزية.} many {تلقائي: يقرأ كل عميل الصفحة بلغة هاتفه (# لغة)، وإلا فبالإنجليزية.} other {تلقائي: يقرأ كل عميل الصفحة بلغة هاتفه (# لغة)، وإلا فبالإنجليزية.}}',
  'setup.language.noteFixed':
    'دائمًا {language}، أيًّا كانت لغة هاتف العميل. الرابط الذي ينتهي بـ ?lang=xx يختار لغته الخاصة مع ذلك.',

  'setup.timeZone.saved': 'تم تحديث المنطقة الزمنية',
  'setup.timeZone.savedText': 'أصبح كل يوم وأسبوع يُحسب الآن بتوقيت {zone}، وسجلك السابق أيضًا.',
  'setup.timeZone.failed': 'تعذّر تحديث المنطقة الزمنية',
  'setup.timeZone.title': 'المنطقة الزمنية',
  'setup.timeZone.text': 'متى تبدأ أيام نشاطك التجاري وتنتهي، في كل رسم بياني وملخص.',
  'setup.timeZone.note':
    'المسح عند الساعة 23:30 هنا يُحتسب في ذلك اليوم. تغييرها يعيد حساب سجلك وفق المنطقة الجديدة.',
};
