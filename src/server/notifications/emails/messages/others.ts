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
};
