// The e-mails in the nine other languages of the product (issue 29), one catalogue each, with the
// same keys and placeholders as en.ts (mail-messages.test.ts checks both).
import type { MailCatalogue } from './en';

export const de: MailCatalogue = {
  'layout.unsubscribe': 'Abmelden',
  'layout.settings': 'Benachrichtigungseinstellungen',
  'alert.subject.one': 'Neues {rating}-Sterne-Feedback für {business}',
  'alert.subject.many':
    '{count, plural, one {# neue Feedback-Nachricht für {business}} other {# neue Feedback-Nachrichten für {business}}}',
  'alert.heading':
    '{count, plural, one {Neues privates Feedback} other {# neue private Feedback-Nachrichten}}',
  'alert.intro':
    '{count, plural, one {Ein Kunde hat privates Feedback statt einer öffentlichen Bewertung hinterlassen. Eine schnelle Antwort kann ihn noch zurückgewinnen.} other {# Kunden haben privates Feedback statt einer öffentlichen Bewertung hinterlassen.}}',
  'alert.intro.followUp':
    '{count, plural, one {Ein weiterer Kunde hat seit der letzten Benachrichtigung privates Feedback hinterlassen.} other {# weitere Kunden haben seit der letzten Benachrichtigung privates Feedback hinterlassen.}}',
  'alert.ratingOf': '{rating} von 5',
  'alert.from': 'Von {name}',
  'alert.aCustomer': 'einem Kunden',
  'alert.noContact': 'Der Kunde hat keinen Namen und keine E-Mail-Adresse hinterlassen.',
  'alert.button': 'Feedback-Posteingang öffnen',
  'alert.reason':
    'Sie erhalten diese E-Mail, weil Feedback-Benachrichtigungen für {business} aktiviert sind.',
  'alert.yourBusiness': 'Ihr Unternehmen',
  'weekly.subject': 'Ihre Woche bei {business}: {week}',
  'weekly.preview': '{scans, plural, one {# Scan} other {# Scans}} letzte Woche · {feedback} neues Feedback',
  'weekly.reason':
    'Sie erhalten diese E-Mail jeden Montag, weil die Wochenübersicht für {business} aktiviert ist.',
  'weekly.heading': 'Ihre Woche bei {business}',
  'weekly.scans': 'QR-Code-Scans',
  'weekly.ratings': 'Bewertungen',
  'weekly.conversions': 'Zur Bewertung an Google geschickt',
  'weekly.noChange': 'unverändert',
  'weekly.new': 'neu diese Woche',
  'weekly.change': '{change} gegenüber der Vorwoche',
  'weekly.newFeedback': 'Neues privates Feedback',
  'weekly.readInbox': 'Im Feedback-Posteingang lesen',
  'weekly.best': 'Beste Woche im Team: {name}, {count} an Google geschickt.',
  'weekly.button': 'Dashboard öffnen',
};

export const es: MailCatalogue = {
  'layout.unsubscribe': 'Darse de baja',
  'layout.settings': 'Ajustes de notificaciones',
  'alert.subject.one': 'Nueva opinión de {rating} estrellas para {business}',
  'alert.subject.many':
    '{count, plural, one {# opinión nueva para {business}} other {# opiniones nuevas para {business}}}',
  'alert.heading': '{count, plural, one {Nueva opinión privada} other {# nuevas opiniones privadas}}',
  'alert.intro':
    '{count, plural, one {Un cliente dejó una opinión privada en lugar de una reseña pública. Una respuesta rápida aún puede recuperarlo.} other {# clientes dejaron una opinión privada en lugar de una reseña pública.}}',
  'alert.intro.followUp':
    '{count, plural, one {Un cliente más dejó una opinión privada desde el último aviso.} other {# clientes más dejaron una opinión privada desde el último aviso.}}',
  'alert.ratingOf': '{rating} de 5',
  'alert.from': 'De {name}',
  'alert.aCustomer': 'un cliente',
  'alert.noContact': 'El cliente no dejó nombre ni correo electrónico.',
  'alert.button': 'Abrir la bandeja de opiniones',
  'alert.reason': 'Recibes este correo porque los avisos de opiniones están activados para {business}.',
  'alert.yourBusiness': 'tu negocio',
  'weekly.subject': 'Tu semana en {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# escaneo} other {# escaneos}} la semana pasada · {feedback} opiniones nuevas',
  'weekly.reason': 'Recibes este correo cada lunes porque el resumen semanal está activado para {business}.',
  'weekly.heading': 'Tu semana en {business}',
  'weekly.scans': 'Escaneos del código QR',
  'weekly.ratings': 'Valoraciones',
  'weekly.conversions': 'Enviados a Google para reseñar',
  'weekly.noChange': 'sin cambios',
  'weekly.new': 'nuevo esta semana',
  'weekly.change': '{change} respecto a la semana anterior',
  'weekly.newFeedback': 'Nuevas opiniones privadas',
  'weekly.readInbox': 'Léelas en la bandeja de opiniones',
  'weekly.best': 'Mejor semana del equipo: {name}, {count} enviados a Google.',
  'weekly.button': 'Abrir tu panel',
};

export const fr: MailCatalogue = {
  'layout.unsubscribe': 'Se désabonner',
  'layout.settings': 'Paramètres des notifications',
  'alert.subject.one': 'Nouvel avis {rating} étoiles pour {business}',
  'alert.subject.many':
    '{count, plural, one {# nouvel avis pour {business}} other {# nouveaux avis pour {business}}}',
  'alert.heading': '{count, plural, one {Nouvel avis privé} other {# nouveaux avis privés}}',
  'alert.intro':
    '{count, plural, one {Un client a laissé un avis privé au lieu d’un avis public. Une réponse rapide peut encore le reconquérir.} other {# clients ont laissé un avis privé au lieu d’un avis public.}}',
  'alert.intro.followUp':
    '{count, plural, one {Un client de plus a laissé un avis privé depuis la dernière alerte.} other {# clients de plus ont laissé un avis privé depuis la dernière alerte.}}',
  'alert.ratingOf': '{rating} sur 5',
  'alert.from': 'De {name}',
  'alert.aCustomer': 'un client',
  'alert.noContact': 'Le client n’a laissé ni nom ni e-mail.',
  'alert.button': 'Ouvrir la boîte des avis',
  'alert.reason': 'Vous recevez ce message car les alertes d’avis sont activées pour {business}.',
  'alert.yourBusiness': 'votre établissement',
  'weekly.subject': 'Votre semaine chez {business} : {week}',
  'weekly.preview':
    '{scans, plural, one {# scan} other {# scans}} la semaine dernière · {feedback} nouveaux avis',
  'weekly.reason':
    'Vous recevez ce message chaque lundi car le récapitulatif hebdomadaire est activé pour {business}.',
  'weekly.heading': 'Votre semaine chez {business}',
  'weekly.scans': 'Scans du code QR',
  'weekly.ratings': 'Notes',
  'weekly.conversions': 'Envoyés sur Google pour un avis',
  'weekly.noChange': 'inchangé',
  'weekly.new': 'nouveau cette semaine',
  'weekly.change': '{change} par rapport à la semaine précédente',
  'weekly.newFeedback': 'Nouveaux avis privés',
  'weekly.readInbox': 'Les lire dans la boîte des avis',
  'weekly.best': 'Meilleure semaine de l’équipe : {name}, {count} envoyés sur Google.',
  'weekly.button': 'Ouvrir votre tableau de bord',
};

export const it: MailCatalogue = {
  'layout.unsubscribe': 'Annulla iscrizione',
  'layout.settings': 'Impostazioni delle notifiche',
  'alert.subject.one': 'Nuovo feedback a {rating} stelle per {business}',
  'alert.subject.many':
    '{count, plural, one {# nuovo feedback per {business}} other {# nuovi feedback per {business}}}',
  'alert.heading': '{count, plural, one {Nuovo feedback privato} other {# nuovi feedback privati}}',
  'alert.intro':
    '{count, plural, one {Un cliente ha lasciato un feedback privato invece di una recensione pubblica. Una risposta rapida può ancora riconquistarlo.} other {# clienti hanno lasciato un feedback privato invece di una recensione pubblica.}}',
  'alert.intro.followUp':
    '{count, plural, one {Un altro cliente ha lasciato un feedback privato dall’ultimo avviso.} other {Altri # clienti hanno lasciato un feedback privato dall’ultimo avviso.}}',
  'alert.ratingOf': '{rating} su 5',
  'alert.from': 'Da {name}',
  'alert.aCustomer': 'un cliente',
  'alert.noContact': 'Il cliente non ha lasciato né nome né e-mail.',
  'alert.button': 'Apri la casella dei feedback',
  'alert.reason': 'Ricevi questa e-mail perché gli avvisi di feedback sono attivi per {business}.',
  'alert.yourBusiness': 'la tua attività',
  'weekly.subject': 'La tua settimana da {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# scansione} other {# scansioni}} la settimana scorsa · {feedback} nuovi feedback',
  'weekly.reason':
    'Ricevi questa e-mail ogni lunedì perché il riepilogo settimanale è attivo per {business}.',
  'weekly.heading': 'La tua settimana da {business}',
  'weekly.scans': 'Scansioni del codice QR',
  'weekly.ratings': 'Valutazioni',
  'weekly.conversions': 'Inviati a Google per una recensione',
  'weekly.noChange': 'nessuna variazione',
  'weekly.new': 'nuovo questa settimana',
  'weekly.change': '{change} rispetto alla settimana precedente',
  'weekly.newFeedback': 'Nuovi feedback privati',
  'weekly.readInbox': 'Leggili nella casella dei feedback',
  'weekly.best': 'Settimana migliore del team: {name}, {count} inviati a Google.',
  'weekly.button': 'Apri la dashboard',
};

export const pt: MailCatalogue = {
  'layout.unsubscribe': 'Cancelar inscrição',
  'layout.settings': 'Definições de notificações',
  'alert.subject.one': 'Novo feedback de {rating} estrelas para {business}',
  'alert.subject.many':
    '{count, plural, one {# novo feedback para {business}} other {# novos feedbacks para {business}}}',
  'alert.heading': '{count, plural, one {Novo feedback privado} other {# novos feedbacks privados}}',
  'alert.intro':
    '{count, plural, one {Um cliente deixou um feedback privado em vez de uma avaliação pública. Uma resposta rápida ainda pode reconquistá-lo.} other {# clientes deixaram um feedback privado em vez de uma avaliação pública.}}',
  'alert.intro.followUp':
    '{count, plural, one {Mais um cliente deixou um feedback privado desde o último alerta.} other {Mais # clientes deixaram um feedback privado desde o último alerta.}}',
  'alert.ratingOf': '{rating} de 5',
  'alert.from': 'De {name}',
  'alert.aCustomer': 'um cliente',
  'alert.noContact': 'O cliente não deixou nome nem e-mail.',
  'alert.button': 'Abrir a caixa de feedback',
  'alert.reason': 'Recebe este e-mail porque os alertas de feedback estão ativos para {business}.',
  'alert.yourBusiness': 'o seu negócio',
  'weekly.subject': 'A sua semana em {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# leitura} other {# leituras}} na semana passada · {feedback} novos feedbacks',
  'weekly.reason':
    'Recebe este e-mail todas as segundas-feiras porque o resumo semanal está ativo para {business}.',
  'weekly.heading': 'A sua semana em {business}',
  'weekly.scans': 'Leituras do código QR',
  'weekly.ratings': 'Avaliações',
  'weekly.conversions': 'Enviados ao Google para avaliar',
  'weekly.noChange': 'sem alteração',
  'weekly.new': 'novo esta semana',
  'weekly.change': '{change} face à semana anterior',
  'weekly.newFeedback': 'Novos feedbacks privados',
  'weekly.readInbox': 'Leia-os na caixa de feedback',
  'weekly.best': 'Melhor semana da equipa: {name}, {count} enviados ao Google.',
  'weekly.button': 'Abrir o painel',
};

export const nl: MailCatalogue = {
  'layout.unsubscribe': 'Afmelden',
  'layout.settings': 'Meldingsinstellingen',
  'alert.subject.one': 'Nieuwe {rating}-sterrenfeedback voor {business}',
  'alert.subject.many':
    '{count, plural, one {# nieuw feedbackbericht voor {business}} other {# nieuwe feedbackberichten voor {business}}}',
  'alert.heading': '{count, plural, one {Nieuwe privéfeedback} other {# nieuwe privéfeedbackberichten}}',
  'alert.intro':
    '{count, plural, one {Een klant liet privéfeedback achter in plaats van een openbare review. Met een snel antwoord win je hem misschien nog terug.} other {# klanten lieten privéfeedback achter in plaats van een openbare review.}}',
  'alert.intro.followUp':
    '{count, plural, one {Nog een klant liet privéfeedback achter sinds de vorige melding.} other {Nog # klanten lieten privéfeedback achter sinds de vorige melding.}}',
  'alert.ratingOf': '{rating} van 5',
  'alert.from': 'Van {name}',
  'alert.aCustomer': 'een klant',
  'alert.noContact': 'De klant liet geen naam of e-mailadres achter.',
  'alert.button': 'Open de feedbackinbox',
  'alert.reason': 'Je krijgt dit omdat feedbackmeldingen aan staan voor {business}.',
  'alert.yourBusiness': 'je bedrijf',
  'weekly.subject': 'Je week bij {business}: {week}',
  'weekly.preview': '{scans, plural, one {# scan} other {# scans}} vorige week · {feedback} nieuwe feedback',
  'weekly.reason': 'Je krijgt dit elke maandag omdat het weekoverzicht aan staat voor {business}.',
  'weekly.heading': 'Je week bij {business}',
  'weekly.scans': 'QR-codescans',
  'weekly.ratings': 'Beoordelingen',
  'weekly.conversions': 'Naar Google gestuurd voor een review',
  'weekly.noChange': 'geen verandering',
  'weekly.new': 'nieuw deze week',
  'weekly.change': '{change} ten opzichte van de week ervoor',
  'weekly.newFeedback': 'Nieuwe privéfeedback',
  'weekly.readInbox': 'Lees het in de feedbackinbox',
  'weekly.best': 'Beste week van het team: {name}, {count} naar Google gestuurd.',
  'weekly.button': 'Open je dashboard',
};

export const pl: MailCatalogue = {
  'layout.unsubscribe': 'Wypisz się',
  'layout.settings': 'Ustawienia powiadomień',
  'alert.subject.one': 'Nowa opinia z oceną {rating} gwiazdek dla {business}',
  'alert.subject.many':
    '{count, plural, one {# nowa opinia dla {business}} few {# nowe opinie dla {business}} many {# nowych opinii dla {business}} other {# nowej opinii dla {business}}}',
  'alert.heading':
    '{count, plural, one {Nowa prywatna opinia} few {# nowe prywatne opinie} many {# nowych prywatnych opinii} other {# nowej prywatnej opinii}}',
  'alert.intro':
    '{count, plural, one {Klient zostawił prywatną opinię zamiast publicznej recenzji. Szybka odpowiedź wciąż może go odzyskać.} few {# klientów zostawiło prywatną opinię zamiast publicznej recenzji.} many {# klientów zostawiło prywatną opinię zamiast publicznej recenzji.} other {# klienta zostawiło prywatną opinię zamiast publicznej recenzji.}}',
  'alert.intro.followUp':
    '{count, plural, one {Od ostatniego powiadomienia jeszcze jeden klient zostawił prywatną opinię.} few {Od ostatniego powiadomienia jeszcze # klientów zostawiło prywatną opinię.} many {Od ostatniego powiadomienia jeszcze # klientów zostawiło prywatną opinię.} other {Od ostatniego powiadomienia jeszcze # klienta zostawiło prywatną opinię.}}',
  'alert.ratingOf': '{rating} z 5',
  'alert.from': 'Od: {name}',
  'alert.aCustomer': 'klient',
  'alert.noContact': 'Klient nie zostawił imienia ani adresu e-mail.',
  'alert.button': 'Otwórz skrzynkę opinii',
  'alert.reason': 'Otrzymujesz tę wiadomość, ponieważ powiadomienia o opiniach są włączone dla {business}.',
  'alert.yourBusiness': 'Twojej firmy',
  'weekly.subject': 'Twój tydzień w {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}} w zeszłym tygodniu · nowe opinie: {feedback}',
  'weekly.reason':
    'Otrzymujesz tę wiadomość w każdy poniedziałek, ponieważ podsumowanie tygodnia jest włączone dla {business}.',
  'weekly.heading': 'Twój tydzień w {business}',
  'weekly.scans': 'Skany kodu QR',
  'weekly.ratings': 'Oceny',
  'weekly.conversions': 'Wysłani do Google, by wystawić opinię',
  'weekly.noChange': 'bez zmian',
  'weekly.new': 'nowość w tym tygodniu',
  'weekly.change': '{change} względem poprzedniego tygodnia',
  'weekly.newFeedback': 'Nowe prywatne opinie',
  'weekly.readInbox': 'Przeczytaj je w skrzynce opinii',
  'weekly.best': 'Najlepszy tydzień w zespole: {name}, wysłanych do Google: {count}.',
  'weekly.button': 'Otwórz panel',
};

export const tr: MailCatalogue = {
  'layout.unsubscribe': 'Abonelikten çık',
  'layout.settings': 'Bildirim ayarları',
  'alert.subject.one': '{business} için yeni {rating} yıldızlı geri bildirim',
  'alert.subject.many':
    '{count, plural, one {{business} için # yeni geri bildirim} other {{business} için # yeni geri bildirim}}',
  'alert.heading': '{count, plural, one {Yeni özel geri bildirim} other {# yeni özel geri bildirim}}',
  'alert.intro':
    '{count, plural, one {Bir müşteri herkese açık bir yorum yerine özel geri bildirim bıraktı. Hızlı bir yanıt onu hâlâ geri kazanabilir.} other {# müşteri herkese açık bir yorum yerine özel geri bildirim bıraktı.}}',
  'alert.intro.followUp':
    '{count, plural, one {Son bildirimden bu yana bir müşteri daha özel geri bildirim bıraktı.} other {Son bildirimden bu yana # müşteri daha özel geri bildirim bıraktı.}}',
  'alert.ratingOf': '5 üzerinden {rating}',
  'alert.from': 'Gönderen: {name}',
  'alert.aCustomer': 'bir müşteri',
  'alert.noContact': 'Müşteri ad veya e-posta bırakmadı.',
  'alert.button': 'Geri bildirim kutusunu aç',
  'alert.reason': '{business} için geri bildirim uyarıları açık olduğu için bu e-postayı alıyorsunuz.',
  'alert.yourBusiness': 'işletmeniz',
  'weekly.subject': '{business} haftanız: {week}',
  'weekly.preview':
    'Geçen hafta {scans, plural, one {# tarama} other {# tarama}} · {feedback} yeni geri bildirim',
  'weekly.reason': '{business} için haftalık özet açık olduğu için bunu her pazartesi alıyorsunuz.',
  'weekly.heading': '{business} haftanız',
  'weekly.scans': 'QR kod taramaları',
  'weekly.ratings': 'Puanlar',
  'weekly.conversions': 'Yorum için Google’a gönderilenler',
  'weekly.noChange': 'değişiklik yok',
  'weekly.new': 'bu hafta yeni',
  'weekly.change': 'önceki haftaya göre {change}',
  'weekly.newFeedback': 'Yeni özel geri bildirimler',
  'weekly.readInbox': 'Geri bildirim kutusunda okuyun',
  'weekly.best': 'Ekibin en iyi haftası: {name}, Google’a {count} gönderim.',
  'weekly.button': 'Panelinizi açın',
};

export const ar: MailCatalogue = {
  'layout.unsubscribe': 'إلغاء الاشتراك',
  'layout.settings': 'إعدادات الإشعارات',
  'alert.subject.one': 'تقييم جديد من {rating} نجوم لـ {business}',
  'alert.subject.many':
    '{count, plural, zero {لا ملاحظات جديدة لـ {business}} one {ملاحظة جديدة واحدة لـ {business}} two {ملاحظتان جديدتان لـ {business}} few {# ملاحظات جديدة لـ {business}} many {# ملاحظة جديدة لـ {business}} other {# ملاحظة جديدة لـ {business}}}',
  'alert.heading':
    '{count, plural, zero {لا ملاحظات خاصة} one {ملاحظة خاصة جديدة} two {ملاحظتان خاصتان جديدتان} few {# ملاحظات خاصة جديدة} many {# ملاحظة خاصة جديدة} other {# ملاحظة خاصة جديدة}}',
  'alert.intro':
    '{count, plural, zero {لم يترك أي عميل ملاحظة خاصة.} one {ترك عميل ملاحظة خاصة بدلًا من تقييم علني. ردّ سريع قد يستعيده.} two {ترك عميلان ملاحظة خاصة بدلًا من تقييم علني.} few {ترك # عملاء ملاحظة خاصة بدلًا من تقييم علني.} many {ترك # عميلًا ملاحظة خاصة بدلًا من تقييم علني.} other {ترك # عميل ملاحظة خاصة بدلًا من تقييم علني.}}',
  'alert.intro.followUp':
    '{count, plural, zero {لا ملاحظات جديدة منذ التنبيه الأخير.} one {ترك عميل آخر ملاحظة خاصة منذ التنبيه الأخير.} two {ترك عميلان آخران ملاحظة خاصة منذ التنبيه الأخير.} few {ترك # عملاء آخرين ملاحظة خاصة منذ التنبيه الأخير.} many {ترك # عميلًا آخر ملاحظة خاصة منذ التنبيه الأخير.} other {ترك # عميل آخر ملاحظة خاصة منذ التنبيه الأخير.}}',
  'alert.ratingOf': '{rating} من 5',
  'alert.from': 'من {name}',
  'alert.aCustomer': 'عميل',
  'alert.noContact': 'لم يترك العميل اسمًا أو بريدًا إلكترونيًا.',
  'alert.button': 'افتح صندوق الملاحظات',
  'alert.reason': 'تصلك هذه الرسالة لأن تنبيهات الملاحظات مفعّلة لـ {business}.',
  'alert.yourBusiness': 'نشاطك التجاري',
  'weekly.subject': 'أسبوعك في {business}: {week}',
  'weekly.preview':
    '{scans, plural, zero {لا مسح} one {مسح واحد} two {مسحان} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}} الأسبوع الماضي · ملاحظات جديدة: {feedback}',
  'weekly.reason': 'تصلك هذه الرسالة كل يوم اثنين لأن الملخص الأسبوعي مفعّل لـ {business}.',
  'weekly.heading': 'أسبوعك في {business}',
  'weekly.scans': 'عمليات مسح رمز QR',
  'weekly.ratings': 'التقييمات',
  'weekly.conversions': 'أُرسلوا إلى Google للتقييم',
  'weekly.noChange': 'بلا تغيير',
  'weekly.new': 'جديد هذا الأسبوع',
  'weekly.change': '{change} مقارنة بالأسبوع السابق',
  'weekly.newFeedback': 'ملاحظات خاصة جديدة',
  'weekly.readInbox': 'اقرأها في صندوق الملاحظات',
  'weekly.best': 'أفضل أسبوع في الفريق: {name}، {count} أُرسلوا إلى Google.',
  'weekly.button': 'افتح لوحة التحكم',
};
