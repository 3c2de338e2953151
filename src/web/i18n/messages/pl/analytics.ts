import type { analytics as en } from '#web/i18n/messages/en/analytics.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const analytics: AreaOf<typeof en> = {
  'analytics.title': 'Statystyki firmy',
  'analytics.subtitle': 'Skany Twojego kodu QR i to, dokąd prowadziły.',
  'analytics.refreshLabel': 'Odśwież statystyki',
  'analytics.refresh': 'Odśwież',
  'analytics.loading': 'Ładowanie statystyk…',
  'analytics.loadError': 'Nie udało się wczytać statystyk',
  'analytics.error': 'Błąd',
  'analytics.empty.title': 'Jeszcze brak skanów',
  'analytics.empty.text':
    'Twoje liczby pojawią się tutaj, gdy pierwszy klient zeskanuje Twój kod QR. Pokaż go na telefonie zaraz po udanej wizycie i poproś o szybką ocenę.',
  'analytics.empty.show': 'Pokaż klientom',
  'analytics.unusual.title': 'Nietypowa aktywność',
  'analytics.unusual.text':
    'Jedna sieć wysłała znacznie więcej ocen, niż wystawiają klienci jednego sklepu. Nie policzyliśmy ich, więc Twoje liczby pozostają wiarygodne.',
  'analytics.unusual.ratings':
    '<b>{day}:</b> nie policzono: {ratings, plural, one {# ocena} few {# oceny} many {# ocen} other {# oceny}}',
  'analytics.unusual.scans':
    '<b>{day}:</b> nie policzono: {scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}}',
  'analytics.unusual.both':
    '<b>{day}:</b> nie policzono: {ratings, plural, one {# ocena} few {# oceny} many {# ocen} other {# oceny}} i {scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}}',
  'analytics.summary.label': 'Podsumowanie',
  'analytics.summary.scans': 'Wszystkie skany',
  'analytics.summary.scansHint': 'Od początku',
  'analytics.summary.conversions': 'Konwersje',
  'analytics.summary.conversionsHint': 'Przekazane do Google',
  'analytics.summary.rate': 'Współczynnik konwersji',
  'analytics.summary.rateHint': 'Konwersje ÷ skany',
  'analytics.period.label': 'Tydzień i miesiąc',
  'analytics.period.current':
    '{count, plural, one {<n>#</n><sr> skan</sr>} few {<n>#</n><sr> skany</sr>} many {<n>#</n><sr> skanów</sr>} other {<n>#</n><sr> skanu</sr>}}',
  'analytics.period.week.title': 'Ten tydzień',
  'analytics.period.week.hint': 'Ostatnie 7 dni',
  'analytics.period.week.previous':
    'W zeszłym tygodniu: {count, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}}',
  'analytics.period.month.title': 'Ten miesiąc',
  'analytics.period.month.hint': 'Ostatnie 30 dni',
  'analytics.period.month.previous':
    'W zeszłym miesiącu: {count, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}}',
  'analytics.growth.none.week': 'Brak porównania: brak skanów w zeszłym tygodniu',
  'analytics.growth.none.month': 'Brak porównania: brak skanów w zeszłym miesiącu',
  'analytics.growth.week':
    '{direction, select, up {wzrost względem zeszłego tygodnia} down {spadek względem zeszłego tygodnia} other {bez zmian względem zeszłego tygodnia}}',
  'analytics.growth.month':
    '{direction, select, up {wzrost względem zeszłego miesiąca} down {spadek względem zeszłego miesiąca} other {bez zmian względem zeszłego miesiąca}}',
  'analytics.team.title': 'Zespół',
  'analytics.team.description':
    'Klienci, których własny kod QR każdej osoby przekazał do Google, by wystawili opinię, w ostatnich 7 dniach (kliknięcie do Google, jeszcze nie opinia). Drukowane kody nie liczą się nikomu.',
  'analytics.team.empty': 'Nikt z zespołu nie pokazał jeszcze swojego kodu QR.',
  'analytics.team.ranking': 'Ranking zespołu',
  'analytics.team.total':
    '<b>Cały zespół w tym tygodniu: </b>{conversions, plural, one {# konwersja} few {# konwersje} many {# konwersji} other {# konwersji}} z {scans, plural, one {# skanu} few {# skanów} many {# skanów} other {# skanu}}',
  'analytics.team.onlyMine': 'właściciel pokazuje tylko Twój wiersz',
  'analytics.team.unattributed':
    '{count, plural, one {# skan w tym tygodniu pochodził z wydrukowanego kodu lub zwykłego linku sklepu, więc nie liczy się nikomu z zespołu.} few {# skany w tym tygodniu pochodziły z wydrukowanego kodu lub zwykłego linku sklepu, więc nie liczą się nikomu z zespołu.} many {# skanów w tym tygodniu pochodziło z wydrukowanego kodu lub zwykłego linku sklepu, więc nie liczą się nikomu z zespołu.} other {# skanu w tym tygodniu pochodziło z wydrukowanego kodu lub zwykłego linku sklepu, więc nie liczy się nikomu z zespołu.}}',
  'analytics.team.first': 'Pierwsze miejsce',
  'analytics.team.conversions':
    '{count, plural, one {# konwersja} few {# konwersje} many {# konwersji} other {# konwersji}}',
  'analytics.team.tag.you': 'Ty',
  'analytics.team.tag.owner': 'Właściciel',
  'analytics.team.tag.former': 'Były członek',
  'analytics.team.row.thisWeek':
    '{scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}} · {rate} do Google · prywatne opinie: {feedback, number}',
  'analytics.team.row.history':
    'Zeszły tydzień: {lastWeek, number} · od początku: {allTime, plural, one {# konwersja} few {# konwersje} many {# konwersji} other {# konwersji}}',
  'analytics.team.row.channels': 'Ten tydzień według kanału: {channels}',
  'analytics.team.board.label': 'Pokazuj ranking zespołu członkom',
  'analytics.team.board.shown': 'Członkowie widzą wiersze wszystkich.',
  'analytics.team.board.hidden': 'Członkowie widzą tylko swój wiersz i sumę zespołu.',
  'analytics.team.board.failed': 'Nie udało się zmienić ustawienia rankingu zespołu',
  'analytics.channels.title': 'Skąd przyszli klienci',
  'analytics.channels.description':
    'Skany i konwersje do Google według kanału, w tym tygodniu (zeszły tydzień w nawiasie)',
  'analytics.channels.column.channel': 'Kanał',
  'analytics.channels.column.scans': 'Skany',
  'analytics.channels.column.conversions': 'Konwersje',
  'analytics.channels.column.rate': 'Wskaźnik',
  'analytics.channels.column.yours': 'Twoje',
  'analytics.channels.viaMaps':
    '{count, plural, one {# konwersja w tym tygodniu trafiła} few {# konwersje w tym tygodniu trafiły} many {# konwersji w tym tygodniu trafiło} other {# konwersji w tym tygodniu trafiło}} do Twojej wizytówki w Mapach Google, bo formularz opinii Google nie otwiera się w Firefoksie na Androida.',
  'analytics.channel.qr': 'Kod QR',
  'analytics.channel.sms': 'SMS',
  'analytics.channel.whatsapp': 'WhatsApp',
  'analytics.channel.email': 'E-mail',
  'analytics.channel.share': 'Menu udostępniania',
  'analytics.channel.copy': 'Skopiowany link',
  'analytics.channel.nfc': 'Tag NFC',
  'analytics.daily.title': 'Skany i konwersje',
  'analytics.daily.description': 'Ostatnie 30 dni, dzień po dniu w strefie {zone}',
  'analytics.daily.summary':
    'Wykres z ostatnich 30 dni: {scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}}, {conversions, plural, one {# konwersja} few {# konwersje} many {# konwersji} other {# konwersji}}',
  'analytics.daily.summaryWithFeedback':
    'Wykres z ostatnich 30 dni: {scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}}, {conversions, plural, one {# konwersja} few {# konwersje} many {# konwersji} other {# konwersji}}, do prywatnych opinii: {feedback, number}',
  'analytics.series.scans': 'Skany',
  'analytics.series.conversions': 'Konwersje',
  'analytics.series.feedback': 'Prywatne opinie',
  'analytics.ratings.title': 'Oceny',
  'analytics.ratings.none': 'Jeszcze brak ocen',
  'analytics.ratings.total':
    'Łącznie {count, plural, one {# ocena} few {# oceny} many {# ocen} other {# oceny}}',
  'analytics.ratings.summary':
    'Wykres ocen. 5 gwiazdek: {r5, number}, 4 gwiazdki: {r4, number}, 3 gwiazdki: {r3, number}, 2 gwiazdki: {r2, number}, 1 gwiazdka: {r1, number}',
  'analytics.recent.title': 'Ostatnie skany',
  'analytics.recent.description': '5 najnowszych wizyt na Twojej stronie oceny',
  'analytics.recent.mobile': 'Telefon',
  'analytics.recent.desktop': 'Komputer',
  'analytics.recent.converted': 'Konwersja',
  'analytics.recent.notConverted': 'Bez konwersji',
  'analytics.mine.title': 'Wyniki Twojego kodu QR',
  'analytics.mine.description': 'Skany kodu QR na Twoim telefonie i klienci, których przekazał do Google.',
  'analytics.mine.loading': 'Ładowanie Twoich wyników…',
  'analytics.mine.loadError': 'Nie można teraz wczytać Twoich wyników.',
  'analytics.mine.thisWeek': 'Ten tydzień',
  'analytics.mine.lastWeek': 'Zeszły tydzień',
  'analytics.mine.allTime': 'Od początku',
  'analytics.mine.conversions':
    '{count, plural, one {<n>#</n><sr> konwersja</sr>} few {<n>#</n><sr> konwersje</sr>} many {<n>#</n><sr> konwersji</sr>} other {<n>#</n><sr> konwersji</sr>}}',
  'analytics.mine.ofScans':
    'do Google, z {count, plural, one {# skanu} few {# skanów} many {# skanów} other {# skanu}}',
  'analytics.feedback.title': 'Opinie klientów',
  'analytics.feedback.subtitle': 'Opinie z ocen 1–3 gwiazdki',
  'analytics.feedback.viewAll': 'Zobacz wszystkie',
  'analytics.feedback.loading': 'Ładowanie opinii…',
  'analytics.feedback.loadError': 'Nie udało się wczytać opinii',
  'analytics.feedback.emptyTitle': 'Jeszcze brak opinii',
  'analytics.feedback.emptyText':
    'Gdy filtr opinii jest włączony, klienci, którzy dają od 1 do 3 gwiazdek, mogą prywatnie powiedzieć Ci, co poszło nie tak. Ich wiadomości pojawią się tutaj.',
  'analytics.feedback.newest': 'Najnowsze opinie',
  'analytics.feedback.rating.veryPoor': 'Bardzo słabo',
  'analytics.feedback.rating.poor': 'Słabo',
  'analytics.feedback.rating.average': 'Przeciętnie',
  'analytics.feedback.rating.stars':
    '{rating, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}',
  'analytics.feedback.stars': '{rating, number} z {max, number} gwiazdek',
  'analytics.feedback.resolved': 'Rozwiązane',
  'analytics.feedback.via': 'Przez kod QR: {name}',
  'analytics.feedback.markedResolved': 'Oznaczono jako rozwiązane',
  'analytics.feedback.markedOpen': 'Ponownie otwarto',
  'analytics.feedback.updateFailed': 'Nie udało się zaktualizować opinii',
  'analytics.feedback.replySubject': 'Twoja opinia o {business}',
  'analytics.feedback.reply': 'Odpowiedz e-mailem',
  'analytics.feedback.reopen': 'Otwórz ponownie',
  'analytics.feedback.markResolved': 'Oznacz jako rozwiązane',
  'analytics.feedback.filter.rating': 'Ocena',
  'analytics.feedback.filter.allRatings': 'Wszystkie oceny',
  'analytics.feedback.filter.unresolved': 'Tylko nierozwiązane',
  'analytics.feedback.downloadCsv': 'Pobierz CSV',
  'analytics.feedback.noMatch': 'Żadna opinia nie pasuje do tych filtrów.',
  'analytics.feedback.emptyInbox': 'Jeszcze brak opinii.',
  'analytics.feedback.count':
    '{count, plural, one {# opinia} few {# opinie} many {# opinii} other {# opinii}}, strona {page, number} z {pages, number}',
  'analytics.feedback.all': 'Wszystkie opinie',
  'analytics.feedback.pages': 'Strony',
  'analytics.feedback.newer': 'Nowsze',
  'analytics.feedback.older': 'Starsze',
  'analytics.feedback.page': 'Strona {page, number} z {pages, number}',
};
