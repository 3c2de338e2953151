import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'İşletmenizi kurun',
  'setup.addLocation': 'Konum ekle',
  'setup.intro': 'İşletmenizi Google’da bulun ve onaylayın. Yorum QR kodunuz yaklaşık 2 dakikada hazır olur.',
  'setup.intro.adding': 'Konumu Google’da bulun ve onaylayın. {pricing}',
  'setup.registered.title': 'İşletme başarıyla kaydedildi!',
  'setup.registered.text': 'QR kodunuz oluşturulmaya hazır. Panele yönlendiriliyorsunuz...',
  'setup.register.failedTitle': 'Kayıt başarısız',
  'setup.register.failed': 'İşletmeniz kaydedilemedi. Lütfen tekrar deneyin.',
  'setup.price.sharedTrial': 'Deneme süreniz {date} tarihinde bitene kadar ücretsiz, ardından aylık {price}.',
  'setup.price.perLocation':
    'Her konum aylık {price}; bu konumun ücretini onayladıktan hemen sonra ödeme adımında ödersiniz.',
  'setup.price.trial':
    '{days, plural, one {# günlük ücretsiz denemeniz bugün başlıyor. Kart gerekmez.} other {# günlük ücretsiz denemeniz bugün başlıyor. Kart gerekmez.}}',

  'setup.steps.label': 'Kurulum ilerlemesi',
  'setup.steps.search': 'Ara',
  'setup.steps.confirm': 'Onayla',
  'setup.steps.step': 'Adım {n, number}:',
  'setup.steps.done': '(tamamlandı)',

  'setup.confirm.title': 'İşletmenizi onaylayın',
  'setup.confirm.text': 'Kaydetmeden önce bunun doğru yer olduğunu kontrol edin.',
  'setup.confirm.change': 'Değiştir',
  'setup.confirm.next': 'Sırada ne var?',
  'setup.confirm.link.title': 'Google yorumlarınıza doğrudan bağlantı',
  'setup.confirm.link.text': 'Müşteriler doğrudan yorum formunuza ulaşır.',
  'setup.confirm.qr.title': 'QR kodları',
  'setup.confirm.qr.text': 'Telefonunuzda gösterin ya da tezgâh için yazdırın.',
  'setup.confirm.analytics.title': 'Tarama istatistikleri',
  'setup.confirm.analytics.text': 'Kaç müşterinin tarayıp ardından yorum yaptığını görün.',
  'setup.confirm.back': 'Aramaya dön',
  'setup.confirm.redirecting': 'Yönlendiriliyor...',
  'setup.confirm.registering': 'Kaydediliyor...',
  'setup.confirm.register': 'İşletmemi kaydet',

  'setup.search.label': 'İşletmenizi arayın',
  'setup.search.placeholder': 'İşletme adı ve şehir',
  'setup.search.clear': 'Aramayı temizle',
  'setup.search.hint': 'Aramayı daraltmak için şehri ekleyin. Sonuçlar siz yazarken görünür.',
  'setup.search.failedSummary': 'Arama başarısız: {message}',
  'setup.search.searching': 'Aranıyor…',
  'setup.search.noneFor': '“{query}” için işletme bulunamadı',
  'setup.search.foundSummary': '{count, plural, one {# işletme bulundu} other {# işletme bulundu}}',
  'setup.search.found':
    '{count, plural, one {# işletme bulundu.} other {# işletme bulundu.}} Sizinkini seçin.',
  'setup.search.unavailable': 'Şu anda işletme aranamıyor. Lütfen birazdan tekrar deneyin.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Demo katalog',
  'setup.search.demoNote': 'Örnek yerler, gerçek Google sonuçları değil',
  'setup.search.intro.title': 'İşletmenizi bulun',
  'setup.search.intro.tooShort':
    '{min, plural, one {Yazmaya devam edin: arama için en az # karakter gerekir.} other {Yazmaya devam edin: arama için en az # karakter gerekir.}}',
  'setup.search.intro.text': 'Adını Google Haritalar’da göründüğü gibi yazın, örneğin “Café Crème Lyon”.',
  'setup.search.none.title': 'İşletme bulunamadı',
  'setup.search.none.text': '<term>“{query}”</term> ile eşleşen bir sonuç yok. Şunları deneyin:',
  'setup.search.tip.name': 'İşletmenin tam adını kullanın',
  'setup.search.tip.city': 'Şehri veya semti ekleyin',
  'setup.search.tip.street': 'Sokak adresini ekleyin',
  'setup.search.tip.keywords': 'Başka anahtar kelimeler deneyin',
  'setup.search.failed.title': 'Arama başarısız',
  'setup.search.retry': 'Tekrar dene',

  'setup.rating.none': 'Henüz yorum yok',
  'setup.rating.sr': 'Puanı 5 üzerinden {rating}',
  'setup.rating.srWithCount': 'Puanı 5 üzerinden {rating}, {count, plural, one {# yorum} other {# yorum}}',
  'setup.rating.count': '({count, plural, one {# yorum} other {# yorum}})',

  'setup.overview.scans': 'Taramalar',
  'setup.overview.toGoogle': 'Google’a',
  'setup.overview.rate': 'Oran',
  'setup.overview.newFeedback': 'Yeni geri bildirim',
  'setup.overview.open': 'Aç',
  'setup.overview.openName': 'Aç: {name}',
  'setup.overview.onShow': 'Gösterilen',
  'setup.overview.thisWeek': 'Bu hafta',
  'setup.overview.lastWeek': 'Geçen hafta',
  'setup.overview.all': '{count, plural, one {# konum} other {Tüm konumlar (#)}}',

  'setup.switcher.label': 'Konum: {name}. Konum değiştir',
  'setup.switcher.yours': 'Konumlarınız',
  'setup.switcher.verified': 'Doğrulandı',
  'setup.switcher.all': 'Tüm konumlar',

  'setup.reviewFilter.saved': 'Yorum filtresi güncellendi',
  'setup.reviewFilter.savedOn':
    '1 ile 3 yıldız arası puan verenler artık önce özel geri bildirim formunuzu görür.',
  'setup.reviewFilter.savedOff': 'Artık her müşteri doğrudan Google’a gider.',
  'setup.reviewFilter.failed': 'Yorum filtresi ayarı güncellenemedi',
  'setup.reviewFilter.title': 'Yorum filtresi',
  'setup.reviewFilter.text': 'Memnun olmayan müşterileri, paylaşım yapmadan önce özel olarak dinleyin.',
  'setup.reviewFilter.label': '1–3 yıldızlı puanları önce özel geri bildirime gönder',
  'setup.reviewFilter.noteOn':
    'Google, olumsuz yorumları caydırmayı yasaklar; bu yüzden 1–3 yıldız veren müşteriler önce özel geri bildirim formunuzu görür ve form onlara her zaman Google’da paylaşım yapmak için bir bağlantı sunar.',
  'setup.reviewFilter.noteOff':
    'Kapalı: her müşteri, puanı ne olursa olsun, doğrudan Google yorum sayfanıza gider.',

  'setup.language.saved': 'Müşteri sayfası dili güncellendi',
  'setup.language.savedAuto': 'Artık her müşteri puanlama sayfanızı kendi telefonunun dilinde görür.',
  'setup.language.savedFixed': 'Artık her müşteri puanlama sayfanızı şu dilde görür: {language}.',
  'setup.language.failed': 'Müşteri sayfası dili güncellenemedi',
  'setup.language.title': 'Müşteri sayfası dili',
  'setup.language.text': 'QR kodunuzun açtığı puanlama ve geri bildirim sayfalarının dili.',
  'setup.language.label': 'Dil',
  'setup.language.auto': 'Otomatik (önerilen)',
  'setup.language.noteAuto':
    '{count, plural, one {Otomatik: her müşteri sayfayı telefonunun dilinde (# dil) ya da İngilizce okur.} other {Otomatik: her müşteri sayfayı telefonunun dilinde (# dil) ya da İngilizce okur.}}',
  'setup.language.noteFixed':
    'Müşterinin telefonu hangi dilde olursa olsun her zaman {language}. ?lang=xx ile biten bir bağlantı yine kendi dilini seçer.',

  'setup.timeZone.saved': 'Saat dilimi güncellendi',
  'setup.timeZone.savedText': 'Artık her gün ve hafta, geçmişiniz de dahil, {zone} saatine göre işliyor.',
  'setup.timeZone.failed': 'Saat dilimi güncellenemedi',
  'setup.timeZone.title': 'Saat dilimi',
  'setup.timeZone.text': 'İşletmenizin günlerinin ne zaman başlayıp bittiği; her grafik ve özet için.',
  'setup.timeZone.note':
    'Burada saat 23:30’daki bir tarama o güne sayılır. Değiştirmek geçmişinizi yeni dilime göre yeniden hesaplar.',
};
