import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { team as en } from '#web/i18n/messages/en/team.ts';

export const team: AreaOf<typeof en> = {
  'team.error': 'Błąd',

  'team.capacity.full': 'Zespół pełny',
  'team.capacity.count':
    '{count} <muted>z maks. {max, plural, one {# osoby} few {# osób} many {# osób} other {# osoby}}</muted>',
  'team.capacity.label': 'Zajętość zespołu',
  'team.capacity.valueText':
    '{count} z {max, plural, one {# osoby} few {# osób} many {# osób} other {# osoby}}',
  'team.capacity.used': 'Wykorzystano {percent, number, ::percent} miejsc',
  'team.capacity.left':
    '{left, plural, one {Zostało # miejsce} few {Zostały # miejsca} many {Zostało # miejsc} other {Zostało # miejsca}}',

  'team.manager.loading': 'Wczytywanie zespołu…',
  'team.manager.loadError.title': 'Nie udało się wczytać danych zespołu',
  'team.manager.loadError.text':
    'Nie udało się teraz wczytać Twojego zespołu. Sprawdź połączenie i spróbuj ponownie.',
  'team.manager.retry': 'Spróbuj ponownie',
  'team.manager.size.title': 'Wielkość zespołu',
  'team.manager.size.description': 'Liczy się każdy w zespole, także Ty.',
  'team.manager.size.full': 'Brak wolnych miejsc. Usuń członka zespołu, aby zrobić miejsce.',
  'team.manager.size.lapsed': 'Miejsca znów będą dostępne, gdy wykupisz subskrypcję.',

  'team.code.title': 'Kod zespołu',
  'team.code.description':
    'Twoi pracownicy logują się, wybierają „Dołącz do zespołu” i wpisują ten kod, aby dołączyć do Twojego zespołu.',
  'team.code.generated.new': 'Wygenerowano nowy kod',
  'team.code.generated.newText': 'Poprzedni kod już nie działa. Przekaż ten zespołowi.',
  'team.code.generated.first': 'Wygenerowano kod',
  'team.code.generated.firstText': 'Przekaż go zespołowi, aby mógł dołączyć.',
  'team.code.generateFailed': 'Nie udało się wygenerować kodu',
  'team.code.copied.title': 'Skopiowano kod!',
  'team.code.copied.text': 'Wyślij go osobie, którą chcesz zaprosić.',
  'team.code.copyFailed.title': 'Nie udało się skopiować',
  'team.code.copyFailed.text': 'Skopiuj kod ręcznie',
  'team.code.copied': 'Skopiowano',
  'team.code.copy': 'Kopiuj kod',
  'team.code.lapsed':
    'Twoja subskrypcja wygasła, więc ten kod nie pozwala nikomu dołączyć. Zadziała znowu, gdy tylko wykupisz subskrypcję.',
  'team.code.full':
    'Twój zespół jest pełny, więc ten kod nie pozwoli nikomu dołączyć, dopóki nie usuniesz któregoś członka.',
  'team.code.wrongPerson': 'Kod trafił do niewłaściwej osoby?',
  'team.code.regenerate': 'Wygeneruj nowy kod',
  'team.code.none.title': 'Nie ma jeszcze kodu',
  'team.code.none.text':
    'Wygeneruj kod, aby zaprosić pracowników. Nigdy nie wygasa; możesz go wymienić w każdej chwili.',
  'team.code.generating': 'Generowanie...',
  'team.code.generate': 'Wygeneruj kod',
  'team.code.regenerateDialog.title': 'Wygenerować nowy kod?',
  'team.code.regenerateDialog.text':
    'Obecny kod <mono>{code}</mono> od razu przestanie działać. Kto jeszcze nie dołączył, będzie potrzebować nowego kodu. Osoby, które już są w zespole, w nim zostają.',

  'team.members.title': 'Członkowie zespołu',
  'team.members.description': 'Członkowie mogą pokazywać Twoje kody QR oraz przeglądać panel i statystyki.',
  'team.members.removed.title': 'Usunięto członka zespołu',
  'team.members.removed.text': '{name} nie należy już do Twojego zespołu.',
  'team.members.removeFailed': 'Nie udało się usunąć członka zespołu',
  'team.members.removeNamed': 'Usuń: {name}',
  'team.members.remove': 'Usuń',
  'team.members.onlyOwner.lapsed':
    'Nikogo więcej jeszcze nie ma. Gdy wykupisz subskrypcję, przekaż kod zespołu, a nowi członkowie pojawią się tutaj.',
  'team.members.onlyOwner':
    'Nikogo więcej jeszcze nie ma. Przekaż kod zespołu, a nowi członkowie pojawią się tutaj, gdy dołączą.',
  'team.members.removeDialog.title': 'Usuń członka zespołu',
  'team.members.removeDialog.text': 'Usunąć {name} z Twojego zespołu? To zmieni także Twoje rozliczenie.',
  'team.members.removing': 'Usuwanie...',

  'team.role.owner': 'Właściciel',
  'team.role.member': 'Członek',

  'team.member.canDo.qr': 'Pokazywanie klientom kodów QR do opinii',
  'team.member.canDo.analytics': 'Przeglądanie panelu, statystyk i opinii',
  'team.member.canDo.owner': 'Zarządzanie zespołem i płatności pozostają u właściciela',
  'team.member.left.title': 'Opuszczono zespół',
  'team.member.left.text': 'Nie należysz już do zespołu {name}.',
  'team.member.leaveFailed': 'Nie udało się opuścić zespołu',
  'team.member.membership': 'Twoje członkostwo',
  'team.member.leave': 'Opuść zespół',
  'team.member.leave.text':
    'Stracisz dostęp do panelu tej firmy. Aby wrócić, potrzebujesz nowego kodu zaproszenia od właściciela.',
  'team.member.leaving': 'Przechodzimy do konfiguracji…',
  'team.member.leaveDialog.text':
    'Czy na pewno chcesz opuścić zespół {name}? Aby wrócić, potrzebujesz nowego kodu zaproszenia.',
  'team.member.leaveDialog.pending': 'Opuszczanie...',
  'team.member.loadError': 'Nie udało się wczytać Twojego członkostwa w zespole. Spróbuj odświeżyć stronę.',

  'team.join.title': 'Dołącz do zespołu',
  'team.join.pageTitle': 'Dołącz do zespołu · {product}',
  'team.join.intro': 'Wpisz 6-znakowy kod zespołu od właściciela, aby dołączyć do jego zespołu.',
  'team.join.card.text':
    'Masz kod zespołu od właściciela? Wpisz go, aby dołączyć do zespołu i pokazywać jego kody QR do opinii.',
  'team.join.card.action': 'Wpisz kod',
  'team.join.codeRequired.title': 'Wymagany kod',
  'team.join.codeRequired.text': 'Wpisz 6-znakowy kod zespołu',
  'team.join.joined': 'Witamy w zespole {name}!',
  'team.join.failed': 'Nie udało się dołączyć do zespołu',
  'team.join.label': 'Kod zespołu',
  'team.join.length':
    '{length} z {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}',
  'team.join.joining': 'Dołączanie...',
  'team.join.submit': 'Dołącz do zespołu',
  'team.join.help.title': 'Skąd wziąć kod?',
  'team.join.help.owner': 'Poproś właściciela firmy, aby wygenerował kod w sekcji Zespół w swoim panelu.',
  'team.join.help.format':
    'Kody mają 6 znaków, a wielkość liter ma znaczenie. Litery same zamieniają się na wielkie podczas pisania.',
  'team.join.help.home': 'Wolisz założyć własną firmę? <link>Wróć na stronę główną</link>',

  'team.billing.loadError': 'Nie udało się wczytać Twojego planu',
  'team.billing.loading': 'Wczytywanie planu…',
  'team.plan.title': 'Twój plan',
  'team.plan.monthly': '{price} miesięcznie za tę lokalizację.',
  'team.plan.cancelledOn': 'Anulowano: plan kończy się {date}.',
  'team.plan.cancelAnytime': 'Rezygnujesz, kiedy chcesz.',
  'team.plan.trial': 'Okres próbny',
  'team.plan.until': '{plan} do {date}',
  'team.plan.cancelled.detail': 'Anulowano: plan wtedy się skończy, chyba że wznowisz subskrypcję.',
  'team.plan.renews': 'Odnowienie: {date}.',
  'team.plan.trialLeft':
    'Okres próbny · {days, plural, one {został # dzień} few {zostały # dni} many {zostało # dni} other {zostało # dnia}}',
  'team.plan.trialSubscribed':
    'Subskrypcja wykupiona: pierwsza płatność nastąpi {date}, gdy skończy się okres próbny.',
  'team.plan.trialEnds':
    'Okres próbny kończy się {date}. Karta nie jest potrzebna, dopóki nie wykupisz subskrypcji.',
  'team.plan.pastDue.title': 'Płatność nieudana',
  'team.plan.pastDue.detail': 'Zaktualizuj kartę w sekcji Zarządzaj płatnościami, aby zachować plan.',
  'team.plan.subscriptionEnded': 'Subskrypcja zakończona',
  'team.plan.trialEnded': 'Okres próbny zakończony',
  'team.plan.trialEnded.detail':
    'Okres próbny zakończył się {date}. Twoje kody QR i strony opinii nadal działają dla klientów.',
  'team.plan.ended.detail':
    'Twój plan się zakończył. Twoje kody QR i strony opinii nadal działają dla klientów.',
  'team.plan.start': 'Wykup subskrypcję',
  'team.plan.opening': 'Otwieranie płatności…',
  'team.plan.cancel': 'Anuluj subskrypcję',
  'team.plan.resume': 'Wznów subskrypcję',
  'team.plan.resuming': 'Wznawianie…',
  'team.plan.manage': 'Zarządzaj płatnościami',
  'team.plan.error.title': 'Błąd subskrypcji',
  'team.plan.startFailed': 'Nie udało się rozpocząć subskrypcji. Spróbuj ponownie.',
  'team.plan.resumeFailed': 'Nie udało się wznowić subskrypcji. Spróbuj ponownie.',
  'team.plan.cancelled.title': 'Subskrypcja anulowana',
  'team.plan.cancelled.text': 'Plan {plan} zostaje do {date}.',
  'team.plan.cancelError.title': 'Błąd anulowania',
  'team.plan.cancelFailed': 'Nie udało się anulować subskrypcji. Spróbuj ponownie.',
  'team.plan.resumed.title': 'Subskrypcja wznowiona',
  'team.plan.resumed.text': 'Twój plan odnawia się tak jak wcześniej.',
  'team.plan.portalError.title': 'Błąd płatności',
  'team.plan.portalFailed': 'Nie udało się otworzyć płatności. Spróbuj ponownie.',
  'team.plan.cancelDialog.title': 'Anulować subskrypcję?',
  'team.plan.cancelDialog.text':
    'Plan {plan} zostaje do {date}, a do tego czasu możesz go wznowić. Twoje kody QR będą działać także potem.',
  'team.plan.cancelDialog.textNoDate':
    'Twój plan kończy się z końcem okresu rozliczeniowego. Twoje kody QR będą działać także potem.',
  'team.plan.cancelDialog.keep': 'Zachowaj plan',
  'team.plan.cancelDialog.pending': 'Anulowanie…',

  'team.seats.title': 'Miejsca w zespole',
  'team.seats.description':
    '{users, plural, one {# użytkownik w cenie} few {# użytkowników w cenie} many {# użytkowników w cenie} other {# użytkownika w cenie}} (Ty też się liczysz), potem {price} miesięcznie za każde dodatkowe miejsce.',
  'team.seats.full': 'Dodaj miejsce poniżej, aby zaprosić więcej osób.',
  'team.seats.extra': 'Dodatkowe miejsca',
  'team.seats.fewer': 'O jedno miejsce mniej',
  'team.seats.more': 'O jedno miejsce więcej',
  'team.seats.newTotal.prorated': 'Nowa kwota miesięczna: <strong>{total}</strong>, proporcjonalnie od dziś.',
  'team.seats.newTotal.onSubscribe':
    'Nowa kwota miesięczna: <strong>{total}</strong>, pobierana po wykupieniu subskrypcji.',
  'team.seats.undo': 'Cofnij',
  'team.seats.saving': 'Zapisywanie…',
  'team.seats.confirm': 'Potwierdź miejsca',
  'team.seats.minimum':
    'Zespół liczący {count, plural, one {# osobę} few {# osoby} many {# osób} other {# osoby}} potrzebuje co najmniej {min, plural, one {# dodatkowego miejsca} few {# dodatkowych miejsc} many {# dodatkowych miejsc} other {# dodatkowego miejsca}}.',
  'team.seats.updated.title': 'Zaktualizowano miejsca',
  'team.seats.updated.text':
    'Twój zespół może teraz liczyć {count, plural, one {# osobę} few {# osoby} many {# osób} other {# osoby}}.',
  'team.seats.error.title': 'Błąd miejsc',
  'team.seats.failed': 'Nie udało się zaktualizować miejsc. Spróbuj ponownie.',
  'team.pricing.title': 'Cennik',
  'team.pricing.description': 'Prosto, za lokalizację. Rezygnujesz, kiedy chcesz.',
  'team.pricing.perMonth': '/mies. za lokalizację',
  'team.pricing.users':
    '{users, plural, one {# użytkownik w cenie} few {# użytkowników w cenie} many {# użytkowników w cenie} other {# użytkownika w cenie}} (Ty też się liczysz)',
  'team.pricing.extra': '+{price}/mies. za każdego kolejnego użytkownika',
  'team.pricing.trial':
    '{days, plural, one {# dzień za darmo, bez karty płatniczej} few {# dni za darmo, bez karty płatniczej} many {# dni za darmo, bez karty płatniczej} other {# dnia za darmo, bez karty płatniczej}}',

  'team.subscribe.label': 'Subskrypcja',
  'team.subscribe.trialEnded':
    'Twój bezpłatny okres próbny się skończył. Wykup subskrypcję, aby dalej zbierać opinie.',
  'team.subscribe.planEnded': 'Twoja subskrypcja się skończyła. Wykup ją ponownie, aby dalej zbierać opinie.',
  'team.subscribe.text':
    'Twoje kody QR i strony opinii nadal działają dla klientów. Dodawanie członków zespołu wymaga aktywnego planu.',
  'team.subscribe.action': 'Wykup subskrypcję',
  'team.checkoutReturn.success.title': 'Subskrypcja rozpoczęta',
  'team.checkoutReturn.success.text': 'Dziękujemy! Twój plan jest aktywny.',
  'team.checkoutReturn.cancelled.title': 'Płatność anulowana',
  'team.checkoutReturn.cancelled.text':
    'Nic nie zostało pobrane. Subskrypcję możesz wykupić w każdej chwili.',

  'team.checkout.pageTitle': 'Płatność demonstracyjna · {product}',
  'team.checkout.badge': 'Płatność demonstracyjna — karta nie zostanie obciążona',
  'team.checkout.title': 'Subskrybuj plan {plan}',
  'team.checkout.description': 'Ten serwer działa bez Stripe, więc ta strona zastępuje prawdziwą płatność.',
  'team.checkout.loading': 'Wczytywanie płatności…',
  'team.checkout.loadError': 'Nie udało się wczytać tej płatności. Zacznij od nowa w sekcji Płatności.',
  'team.checkout.location': 'Lokalizacja',
  'team.checkout.plan':
    'Plan {plan}, {users, plural, one {# użytkownik w cenie} few {# użytkowników w cenie} many {# użytkowników w cenie} other {# użytkownika w cenie}}',
  'team.checkout.perMonth': '{price}/mies.',
  'team.checkout.extraSeats': 'Dodatkowe miejsca × {count, number}',
  'team.checkout.total': 'Suma miesięczna',
  'team.checkout.firstCharge': 'Pierwsza płatność',
  'team.checkout.payFailed': 'Płatność nie powiodła się. Spróbuj ponownie.',
  'team.checkout.paying': 'Płacenie…',
  'team.checkout.payAmount': 'Zapłać {amount}',
  'team.checkout.pay': 'Zapłać',
  'team.checkout.cancel': 'Anuluj',
};
