import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Zaloguj się ponownie.',
  'errors.FORBIDDEN': 'Nie jesteś członkiem tej firmy.',
  'errors.BAD_ORIGIN': 'To żądanie pochodziło z innej witryny i zostało odrzucone.',
  'errors.RATE_LIMITED': 'Zbyt wiele żądań. Poczekaj chwilę i spróbuj ponownie.',
  'errors.NOT_FOUND': 'Nie znaleziono.',
  'errors.OWNER_ONLY': 'Tylko właściciel firmy może to zrobić.',
  'errors.NOT_YOUR_LOCATION': 'Wybieraj tylko spośród własnych lokalizacji.',
  'errors.BUSINESS_NOT_FOUND': 'Nie znaleziono firmy.',
  'errors.NO_BUSINESS': 'Nie masz jeszcze zarejestrowanej firmy.',
  'errors.BUSINESS_MISMATCH': 'Firma w żądaniu nie zgadza się z firmą w adresie.',
  'errors.UNKNOWN_TIME_ZONE': 'Nieznana strefa czasowa. Użyj nazwy takiej jak Europe/Warsaw.',
  'errors.PLACE_NOT_CONFIRMED': 'Wybierz firmę z wyników wyszukiwania.',
  'errors.PLACES_UNAVAILABLE': 'Nie można teraz wyszukiwać firm. Spróbuj ponownie za chwilę.',
  'errors.ALREADY_OWNER': 'Masz już zarejestrowaną firmę.',
  'errors.LOCATION_LIMIT':
    'Twoje konto osiągnęło limit lokalizacji. Skontaktuj się z nami w sprawie większej sieci.',
  'errors.ALREADY_MEMBER': 'Należysz do innego zespołu. Opuść go, zanim zarejestrujesz własną firmę.',
  'errors.PLACE_TAKEN':
    'Ta firma jest już zarejestrowana. Poproś jej właściciela o kod zespołu, aby dołączyć.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Ta firma jest już zweryfikowana w Google przez właściciela. Poproś go o kod zespołu, aby dołączyć do jego zespołu.',
  'errors.WRONG_CODE': 'Ten kod nie pasuje do żadnego zespołu. Sprawdź go z właścicielem i spróbuj ponownie.',
  'errors.TOO_MANY_WRONG_CODES': 'Zbyt wiele błędnych kodów. Poczekaj 15 minut i spróbuj ponownie.',
  'errors.JOIN_UNAVAILABLE': 'Dołączanie do zespołu jest chwilowo niedostępne. Spróbuj ponownie za minutę.',
  'errors.PLAN_LAPSED':
    'Plan tego zespołu wygasł, więc teraz nie może on przyjmować nowych członków. Poproś właściciela o jego odnowienie.',
  'errors.TEAM_FULL': 'Ten zespół jest pełny. Poproś właściciela o dodanie miejsca.',
  'errors.ALREADY_ON_A_TEAM': 'Należysz już do zespołu. Opuść go, zanim dołączysz do innego.',
  'errors.ALREADY_ON_THIS_TEAM': 'Jesteś już członkiem tego zespołu.',
  'errors.OWNER_CANNOT_JOIN':
    'Jesteś właścicielem firmy, więc nie możesz dołączyć do innego zespołu. Aby dołączyć, użyj innego konta.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'Nie można usunąć właściciela z zespołu.',
  'errors.NOT_A_MEMBER': 'Ta osoba nie należy do tego zespołu.',
  'errors.USER_NOT_FOUND': 'Nie znaleziono Twojego konta.',
  'errors.CONFIRM_MISMATCH': 'Wpisz dokładnie swój adres e-mail, aby usunąć konto.',
  'errors.RETRY': 'W międzyczasie coś się zmieniło. Spróbuj ponownie.',
  'errors.INVALID_IMAGE': 'Dozwolone są tylko obrazy JPEG, PNG lub WEBP mniejsze niż 2 MB.',
  'errors.FEEDBACK_NOT_FOUND': 'Nie znaleziono tej prywatnej opinii.',
  'errors.GOOGLE_NOT_ENABLED': 'Profil Firmy w Google nie jest włączony na tym serwerze.',
  'errors.GOOGLE_NOT_CONNECTED': 'Najpierw połącz pasujący Profil Firmy w Google.',
  'errors.GOOGLE_RECONNECT': 'Google nie akceptuje już tego połączenia: połącz ponownie.',
  'errors.GOOGLE_NOT_FOUND': 'Tej opinii lub lokalizacji nie ma już w Google.',
  'errors.GOOGLE_BUSY': 'Google jest przeciążone. Spróbuj ponownie za minutę.',
  'errors.GOOGLE_FAILED': 'Google odrzuciło żądanie. Spróbuj ponownie później.',
  'errors.REVIEW_NOT_FOUND': 'Nie znaleziono tej opinii.',
  'errors.ALREADY_YOURS': 'To miejsce już należy do Ciebie.',
  'errors.NOT_YOUR_PLACE':
    'Połączony Profil Firmy w Google nie zarządza tym miejscem jako zweryfikowany właściciel.',
  'errors.MAIL_NOT_FOUND': 'Nie znaleziono tej wiadomości e-mail.',
  'errors.ALREADY_SUBSCRIBED':
    'Ta lokalizacja ma już subskrypcję. Zmień liczbę miejsc lub anuluj ją w sekcji Rozliczenia.',
  'errors.NOT_SUBSCRIBED': 'Ta lokalizacja nie ma jeszcze subskrypcji. Rozpocznij ją w sekcji Rozliczenia.',
  'errors.SEATS_BELOW_TEAM': 'Twój zespół potrzebuje więcej miejsc niż ta liczba. Najpierw usuń członka.',
  'errors.CHECKOUT_COMPLETED':
    'Za tę lokalizację właśnie zapłacono. Za chwilę pojawi się jako subskrybowana; odśwież sekcję Rozliczenia.',
  'errors.NOT_CANCELLING': 'Ta subskrypcja nie jest ustawiona na zakończenie, więc nie ma czego wznawiać.',
  'errors.NO_PORTAL': 'Dla tej subskrypcji nie ma portalu rozliczeń.',
  'errors.STRIPE_REFUSED': 'Operator płatności odrzucił zmianę. Spróbuj ponownie później.',
  'errors.STRIPE_UNAVAILABLE': 'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę.',
  'errors.BILLING_UNCONFIGURED': 'Rozliczenia nie są skonfigurowane na tym serwerze.',
  'errors.BAD_CHECKOUT':
    'Ten link do płatności jest nieprawidłowy. Rozpocznij subskrypcję ponownie w sekcji Rozliczenia.',
  'errors.CHECKOUT_EXPIRED':
    'Ten link do płatności wygasł. Rozpocznij subskrypcję ponownie w sekcji Rozliczenia.',
  'errors.BAD_WEBHOOK_URL': 'Wpisz pełny adres odbiorcy, zaczynający się od https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED':
    'Ten adres nie jest publiczny; webhooki trafiają tylko do publicznych serwerów.',
  'errors.WEBHOOK_LIMIT': 'Osiągnięto limit webhooków. Najpierw usuń jeden, którego już nie używasz.',
  'errors.WEBHOOK_NOT_FOUND': 'Nie ma takiego webhooka.',
  'errors.WEBHOOK_OFF': 'Ten webhook został wyłączony po błędach. Najpierw włącz go ponownie.',
  'errors.TOKEN_LIMIT': 'Osiągnięto limit tokenów. Najpierw unieważnij jeden, którego już nie używasz.',
  'errors.TOKEN_NOT_FOUND': 'Nie ma takiego tokena.',
};
