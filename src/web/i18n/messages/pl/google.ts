import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Opinie w Google',
  'google.section.subtitle': 'Twój Profil Firmy: opinie, odpowiedzi i wzrost',
  'google.section.claimed.title': 'Niezweryfikowane: to miejsce zostało przejęte przez właściciela w Google',
  'google.section.claimed.text':
    'Dnia {date} osoba, która zarządza tą firmą w Google, zarejestrowała ją ze zweryfikowanym Profilem Firmy. Zachowujesz swoje dane (możesz je wyeksportować w sekcji Twoje dane). Twoje kody QR i linki przestaną działać 30 dni po tej dacie. Jeśli ta firma należy do Ciebie, połącz poniżej jej Profil Firmy.',
  'google.section.loading': 'Wczytywanie połączenia z Google…',
  'google.section.failed': 'Nie udało się wczytać połączenia z Google',
  'google.section.unavailable':
    'Profil Firmy w Google nie jest włączony na tym serwerze. Operator potrzebuje zgody Google na interfejsy API Business Profile, a potem ustawia {setting}.',
  'google.filter.legend': 'Filtruj opinie',
  'google.filter.allStars': 'Wszystkie gwiazdki',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Bez odpowiedzi ({count})',
  'google.reviews.loading': 'Wczytywanie opinii…',
  'google.reviews.failed': 'Nie udało się wczytać opinii',
  'google.reviews.empty.title': 'Brak pasujących opinii',
  'google.reviews.empty.text':
    'Spróbuj innego filtra. Nowe opinie pojawiają się tu w ciągu godziny albo od razu po kliknięciu Synchronizuj teraz.',
  'google.reviews.listLabel': 'Opinie w Google',
  'google.reviews.more': 'Pokaż więcej opinii',

  'google.connection.connected': 'Profil Firmy połączony',
  'google.connection.notConnected': 'Nie połączono',
  'google.connection.notGranted': 'Nie przyznano dostępu do Google. Spróbuj ponownie.',
  'google.connection.opening': 'Otwieranie Google…',
  'google.connection.openFailed': 'Nie udało się rozpocząć łączenia',
  'google.connection.connectAgain': 'Połącz ponownie',
  'google.connection.connect': 'Połącz Profil Firmy w Google',
  'google.connection.title': 'Połącz swój Profil Firmy w Google',
  'google.connection.text':
    'Zobacz tu każdą opinię z Google, odpowiadaj na nie i obserwuj, jak przybywa opinii, odkąd korzystasz z ReviewTap. Połączenie potwierdza też, że firma należy do Ciebie.',
  'google.connection.demo': 'Ten serwer nie ma ustawień Google: połączysz profil demonstracyjny.',
  'google.connection.askOwner': 'Poproś właściciela o połączenie.',
  'google.connection.noLocation': 'Brak pasującej lokalizacji',
  'google.connection.verified': 'Zweryfikowano w Google',
  'google.connection.notVerified': 'Niezweryfikowane',
  'google.connection.demoProfile': 'Profil demonstracyjny',
  'google.connection.account': 'Konto Google: {name}.',
  'google.connection.lastSync': 'Opinie odczytano: {when}.',
  'google.connection.reading': 'Odczytywanie opinii…',
  'google.connection.broken':
    'Google nie akceptuje już tego połączenia (dostęp został cofnięty lub wygasł). Połącz ponownie, aby opinie były aktualne.',
  'google.connection.noMatch':
    'Żadna z lokalizacji zarządzanych przez to konto Google nie jest tą firmą. Połącz się kontem Google, do którego należy firma w Mapach Google, albo poproś właściciela, by dodał Cię jako menedżera w Profilu Firmy, a potem połącz ponownie.',
  'google.connection.syncing': 'Odczytujemy opinie z Google',
  'google.connection.syncFailed': 'Nie udało się zlecić synchronizacji',
  'google.connection.sync': 'Synchronizuj teraz',
  'google.connection.disconnected': 'Profil Firmy odłączony',
  'google.connection.disconnectFailed': 'Nie udało się odłączyć',
  'google.connection.disconnect': 'Odłącz',

  'google.claim.title': 'Twoje miejsca zarejestrowane przez kogoś innego',
  'google.claim.text':
    'Twoje konto Google zarządza tymi miejscami jako zweryfikowany właściciel, ale inne konto ReviewTap zarejestrowało je bez weryfikacji. Przejmij jedno, aby stało się Twoją lokalizacją; drugie konto zostanie powiadomione i zachowa swoje dane.',
  'google.claim.listLabel': 'Miejsca, które możesz przejąć',
  'google.claim.done': '{place} należy teraz do Ciebie',
  'google.claim.doneText': 'Zweryfikowano w Google. Znajdziesz je w sekcji Wszystkie lokalizacje.',
  'google.claim.failed': 'Nie udało się przejąć tego miejsca',
  'google.claim.button': 'Przejmij: {place}',

  'google.growth.title': 'Wzrost liczby opinii',
  'google.growth.text': 'Prosto z Twojego Profilu Firmy: co osiągnął ReviewTap.',
  'google.growth.total': 'Opinie w Google',
  'google.growth.average': 'Średnia ocena',
  'google.growth.before': 'Tygodniowo przedtem',
  'google.growth.since': 'Tygodniowo od startu',
  'google.growth.notStarted':
    'Okresy „przedtem” i „od startu” liczymy od pierwszego skanu Twojego kodu QR: pokaż kod klientowi, aby zacząć.',
  'google.growth.chart': 'Nowe opinie w Google tygodniowo, ostatnie 13 tygodni',
  'google.growth.week':
    'Tydzień od {week}: {reviews, plural, one {# opinia} few {# opinie} many {# opinii} other {# opinii}}, {sent, plural, one {# przekierowanie do Google} few {# przekierowania do Google} many {# przekierowań do Google} other {# przekierowania do Google}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> opinia pojawiła się po wizycie} few {<b>#</b> opinie pojawiły się po wizycie} many {<b>#</b> opinii pojawiło się po wizycie} other {<b>#</b> opinii pojawiło się po wizycie}}, czyli w ciągu dwóch godzin od chwili, gdy klient przeszedł z Twojego kodu QR do Google. To szacunek: Google nie podaje, kto napisał opinię.',
  'google.growth.byMember': 'Według członka zespołu: {list}.',

  'google.rating.none': 'Brak jeszcze oceny w Google',
  'google.rating.onGoogle':
    '<b>{rating}</b> w Google · {count, plural, one {# opinia} few {# opinie} many {# opinii} other {# opinii}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect': 'Połącz swój Profil Firmy, aby zobaczyć historię i odpowiadać na opinie',

  'google.templates.title': 'Zapisane odpowiedzi',
  'google.templates.text':
    'Zacznij odpowiedź od jednej z nich. Wpisz {token} tam, gdzie ma się pojawić imię autora opinii.',
  'google.templates.saved': 'Zapisane odpowiedzi zaktualizowane',
  'google.templates.saveFailed': 'Nie udało się zapisać odpowiedzi',
  'google.templates.low': 'Dla 1–3 gwiazdek',
  'google.templates.lowPlaceholder': 'Przykro nam, {token}. Zadzwoń do nas, a wszystko naprawimy.',
  'google.templates.high': 'Dla 4–5 gwiazdek',
  'google.templates.highPlaceholder': 'Dziękujemy, {token}! Do zobaczenia.',
  'google.templates.save': 'Zapisz odpowiedzi',

  'google.review.stars': '{value} z 5 gwiazdek',
  'google.review.updated': 'Odpowiedź zaktualizowana',
  'google.review.posted': 'Odpowiedź opublikowana w Google',
  'google.review.postFailed': 'Google nie przyjął odpowiedzi. Twój tekst nadal tu jest: spróbuj ponownie.',
  'google.review.deleted': 'Odpowiedź usunięta',
  'google.review.deleteFailed': 'Nie udało się usunąć odpowiedzi',
  'google.review.followedVisit': 'Po wizycie',
  'google.review.noText': 'Ocena bez tekstu.',
  'google.review.yourReply': 'Twoja odpowiedź · {date}',
  'google.review.edit': 'Edytuj',
  'google.review.delete': 'Usuń',
  'google.review.reply': 'Odpowiedz',
  'google.review.replyTo': 'Odpowiedź dla: {name}',
  'google.review.placeholder': 'Napisz publiczną odpowiedź…',
  'google.review.bytes': '{size} / {limit} bajtów',
  'google.review.useTemplate': 'Użyj zapisanej odpowiedzi',
  'google.review.cancel': 'Anuluj',
  'google.review.save': 'Zapisz odpowiedź',
  'google.review.post': 'Opublikuj odpowiedź',
};
