import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – telefondan telefona daha fazla Google yorumu',
  'landing.description':
    'Telefondan telefona daha fazla Google yorumu alın. Bir QR kod gösterin, müşteriniz puan versin, memnun müşteriler Google yorum sayfanıza ulaşsın.',
  'landing.ogImageAlt': '{product}: yorum QR kodu gösteren bir telefon',
  'landing.offer': 'Konum başına aylık, {users} kullanıcı dahil, {days} günlük ücretsiz deneme',
  'landing.hero.badge': 'Yorumları deneyim tazeyken alın',
  'landing.hero.title': '<accent>Yalnızca telefonunuzla</accent> daha fazla Google yorumu toplayın',
  'landing.hero.text':
    'Harika bir hizmetin hemen ardından müşterinize telefonunuzda bir QR kod gösterin. Müşteriniz kodu okutur, yıldızlara dokunur ve ziyaret henüz tazeyken Google yorum sayfanıza ulaşır. Basılı tabela yok, takip e-postası yok.',
  'landing.hero.start': 'Ücretsiz denemeyi başlat',
  'landing.hero.how': 'Nasıl çalıştığını gör',
  'landing.assurance.trial': '{days} günlük ücretsiz deneme',
  'landing.assurance.noCard': 'Kart gerekmez',
  'landing.assurance.cancel': 'İstediğiniz zaman iptal edin',
  'landing.benefits.eyebrow': 'Neden işe yarıyor',
  'landing.benefits.title': 'Yorumlar afişlerden değil, insanlardan gelir',
  'landing.benefits.intro': 'Yorum istemenin en iyi anı, müşterinin hâlâ karşınızda gülümsediği andır.',
  'landing.benefit.personal.title': 'Telefondan telefona kişisel dokunuş',
  'landing.benefit.personal.text':
    'Harika bir ziyaretin hemen ardından yüz yüze isteyin. Sizden gelen kişisel bir rica, duvardaki bir tabeladan ya da günler sonra gelen bir e-postadan çok daha sık “evet” yanıtı alır.',
  'landing.benefit.local.title': 'Haritalar’da ve Arama’da yerel görünürlük',
  'landing.benefit.local.text':
    'Taze ve düzenli yorumlar, yakındaki müşteriler Google Haritalar’da ve Google Arama’da arama yaptığında işletmenizin karşılarına çıkmasına yardımcı olur.',
  'landing.benefit.screen.title': 'Telefon ekranında gösterim',
  'landing.benefit.screen.text':
    'QR kodunuzu içeren sade ve parlak bir yorum ekranı; zaten cebinizde olan telefonda tek dokunuşla hazır.',
  'landing.benefits.claim':
    '<strong>Yaklaşık 3 kat daha fazla Google yorumu.</strong> Basılı tabelalara ve takip e-postalarına kıyasla, telefondan telefona yüz yüze istemek bunu sağlayabilir.',
  'landing.how.eyebrow': 'Nasıl çalışır',
  'landing.how.title': 'Üç adımda kullanıma hazır',
  'landing.how.intro':
    'Donanım yok, baskı yok, eğitim yok. Bir fotoğraf gösterebiliyorsanız yorum da toplayabilirsiniz.',
  'landing.how.step': 'Adım {n}:',
  'landing.how.connect.title': 'Google İşletme Profilinizi bağlayın',
  'landing.how.connect.text':
    'Giriş yapın, işletmenizi arayın ve onaylayın. Doğrudan Google yorum sayfanıza bağlantı kurarız.',
  'landing.how.show.title': 'Yorum ekranını telefonunuzda gösterin',
  'landing.how.show.text':
    'Yorum ekranınızı açın ve QR kodu gösterin. Müşteriniz kodu kendi kamerasıyla okutur.',
  'landing.how.ask.title': 'Hizmetten sonra kendiniz isteyin',
  'landing.how.ask.text':
    'Doğru anda söylenen samimi bir “Bize bir yorum bırakır mısınız?” gerisini halleder.',
  'landing.pricing.eyebrow': 'Fiyatlandırma',
  'landing.pricing.title': 'Tek ve basit bir plan',
  'landing.pricing.intro':
    'Daha fazla yorum toplamak için ihtiyacınız olan her şey, işlettiğiniz her konum için.',
  'landing.pricing.popular': 'En popüler',
  'landing.pricing.perMonth': '/ay, konum başına',
  'landing.pricing.users': '{users} kullanıcı dahil · ek kullanıcı başına +{extra}/ay',
  'landing.pricing.included': 'Plana dahil olanlar',
  'landing.pricing.feature.screens': 'Sınırsız telefon yorum ekranı',
  'landing.pricing.feature.templates': 'Profesyonel telefon ekranı şablonları',
  'landing.pricing.feature.mobile': 'Mobil uyumlu görünüm',
  'landing.pricing.feature.links': 'Google İşletme Profilinize doğrudan bağlantılar',
  'landing.pricing.feature.branding': 'Özel marka seçenekleri',
  'landing.pricing.feature.team': 'Ekip erişimi',
  'landing.pricing.trial': '{days} günlük ücretsiz deneme, kart gerekmez. İstediğiniz zaman iptal edin.',
  'landing.faq.eyebrow': 'SSS',
  'landing.faq.title': 'Sıkça sorulan sorular',
  'landing.faq.locations.q': 'Birden fazla konumum var. Hepsinde kullanabilir miyim?',
  'landing.faq.locations.a':
    'Evet. Her konum, kendi Google yorum bağlantısı, QR kodu ve ekibiyle aylık {price} tutarında ayrı bir plandır; böylece her konum yorumları kendi Google İşletme Profilinde toplar.',
  'landing.faq.phone.q': 'Telefon neden basılı bir tabeladan veya masa kartından daha iyi?',
  'landing.faq.phone.a':
    'Bir tabela kolayca göz ardı edilir. Hizmetten hemen sonra telefonunuzu gösterip yüz yüze istediğinizde rica kişiseldir ve an doğrudur; bu yüzden çok daha fazla müşteri yorum bırakır. Telefon solmaz, kaybolmaz ve yeniden basılması gerekmez.',
  'landing.faq.equipment.q': 'Özel bir donanıma ihtiyacım var mı?',
  'landing.faq.equipment.a':
    'Hayır. Yanınızda taşıdığınız telefon yeterli. Müşterileriniz kodu kendi telefon kameralarıyla okutur; yüklemeleri gereken hiçbir şey yok.',
  'landing.faq.quick.q': 'Ne kadar hızlı başlayabilirim?',
  'landing.faq.quick.a':
    'Yaklaşık 2 dakikada. Giriş yapın, işletmenizi bulun ve onaylayın; yorum ekranınız göstermeye hazır.',
  'landing.faq.team.q': 'Tüm ekibim kullanabilir mi?',
  'landing.faq.team.a':
    'Evet. Çalışanlarınızı 6 karakterli ekip koduyla davet edin; herkes yorum ekranını kendi telefonunda gösterebilsin. {users} kullanıcı dahildir; her ek kullanıcı aylık {extra}.',
  'landing.about.eyebrow': 'Hakkımızda',
  'landing.about.title': '{product} hakkında',
  'landing.about.text':
    '{product}, yerel işletmelerin müşterinin en mutlu olduğu anda daha fazla Google yorumu toplamasına yardımcı olur: işletme sahibinin telefonunda bir QR kod, tek dokunuşla puan ve müşteri doğrudan Google yorum formuna ulaşır. Mümkün olduğunca az veri saklarız, müşterilerin özel geri bildirimlerini gizli tutarız ve verileri asla satmayız.',
  'landing.about.contact': 'İletişim:',
  'landing.about.contactFallback': 'adresimiz için gizlilik politikasına bakın.',
  'landing.cta.title': 'Bir sonraki mutlu müşteriniz, yazılmayı bekleyen bir yorum',
  'landing.cta.text':
    'Yorum ekranınızı bugün göstermeye başlayın. {days} gün ücretsiz, kart gerekmez, istediğiniz zaman iptal edin.',
  'landing.cta.start': 'Hemen ücretsiz deneyin',
  'landing.footer.tagline':
    'Yerel işletmelere daha fazla Google yorumu; her seferinde telefondan telefona tek bir ricayla.',
  'landing.footer.product': 'Ürün',
  'landing.footer.company': 'Şirket',
  'landing.footer.legal': 'Yasal',
  'landing.footer.benefits': 'Avantajlar',
  'landing.footer.how': 'Nasıl çalışır',
  'landing.footer.pricing': 'Fiyatlandırma',
  'landing.footer.faq': 'SSS',
  'landing.footer.about': 'Hakkımızda',
  'landing.footer.contact': 'İletişim',
  'landing.footer.privacy': 'Gizlilik politikası',
  'landing.footer.terms': 'Hizmet şartları',
  'landing.footer.copyright': '© {year} {product}. Google, Google LLC’nin ticari markasıdır.',
  'landing.suggest.text': 'Bu sayfanın {language} sürümü de var.',
  'landing.suggest.switch': '{language} sürümünü oku',
  'landing.suggest.dismiss': 'İngilizce devam et',
  'landing.choice.welcome': 'Hoş geldiniz, {name}!',
  'landing.choice.welcomeAnon': 'Hoş geldiniz!',
  'landing.choice.question': 'Bugün ne yapmak istersiniz?',
  'landing.choice.create.title': 'İşletmenizi ekleyin',
  'landing.choice.create.text':
    'İşletmenizi Google’da bulun, onaylayın ve yaklaşık 2 dakikada yorum QR kodunuzu alın.',
  'landing.choice.create.action': 'Başla',
  'landing.choice.join.title': 'Bir ekibe katılın',
  'landing.choice.join.text':
    'Bunu kullanan bir işletmede mi çalışıyorsunuz? Mevcut ekibe katılmak için işletme sahibinden aldığınız ekip kodunu girin.',
  'landing.choice.join.action': 'Kod gir',
  'landing.hero.illustration':
    'Bir işletme sahibinin telefonu beş yıldızın altında bir QR kodu gösteriyor; bir müşterinin telefonu kodu tarar ve Google yorum sayfasını açar.',
  'landing.art.business': 'Çarşı Fırını',
  'landing.art.question': 'Bugün nasıldık?',
  'landing.art.scan': 'Yorum bırakmak için tarayın',
  'landing.art.googleReviews': 'Google yorumları',
  'landing.art.point': 'Kameranızı koda tutun',
  'landing.art.reviewOn': 'Yorum yapın:',
  'landing.art.newReview': 'Yeni 5 yıldızlı yorum',
  'landing.art.justNow': 'Google’da · az önce',
};
