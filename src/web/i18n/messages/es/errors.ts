import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Vuelve a iniciar sesión.',
  'errors.FORBIDDEN': 'No eres miembro de este negocio.',
  'errors.BAD_ORIGIN': 'Esta solicitud venía de otro sitio y se rechazó.',
  'errors.RATE_LIMITED': 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  'errors.NOT_FOUND': 'No encontrado.',
  'errors.OWNER_ONLY': 'Solo el propietario del negocio puede hacer esto.',
  'errors.NOT_YOUR_LOCATION': 'Elige solo entre tus propios locales.',
  'errors.BUSINESS_NOT_FOUND': 'No se encontró el negocio.',
  'errors.NO_BUSINESS': 'Todavía no has registrado ningún negocio.',
  'errors.BUSINESS_MISMATCH': 'El negocio de la solicitud no coincide con el de la dirección.',
  'errors.UNKNOWN_TIME_ZONE': 'Zona horaria desconocida. Usa un nombre como Europe/Madrid.',
  'errors.PLACE_NOT_CONFIRMED': 'Selecciona un negocio de los resultados de búsqueda.',
  'errors.PLACES_UNAVAILABLE':
    'Ahora mismo no se pueden buscar negocios. Inténtalo de nuevo dentro de un momento.',
  'errors.ALREADY_OWNER': 'Ya has registrado un negocio.',
  'errors.LOCATION_LIMIT':
    'Tu cuenta ha alcanzado su número máximo de locales. Contáctanos si tienes una cadena más grande.',
  'errors.ALREADY_MEMBER': 'Estás en otro equipo. Sal de ese equipo antes de registrar tu propio negocio.',
  'errors.PLACE_TAKEN':
    'Este negocio ya está registrado. Pide a su propietario un código de equipo para unirte.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Este negocio ya está verificado por su propietario en Google. Pídele su código de equipo para unirte a su equipo.',
  'errors.WRONG_CODE':
    'Ese código no coincide con ningún equipo. Compruébalo con el propietario e inténtalo de nuevo.',
  'errors.TOO_MANY_WRONG_CODES': 'Demasiados códigos incorrectos. Espera 15 minutos e inténtalo de nuevo.',
  'errors.JOIN_UNAVAILABLE':
    'En este momento no es posible unirse a un equipo. Inténtalo de nuevo dentro de un minuto.',
  'errors.PLAN_LAPSED':
    'El plan de este equipo ha terminado, así que ahora no puede admitir nuevos miembros. Pide al propietario que lo renueve.',
  'errors.TEAM_FULL': 'Este equipo está completo. Pide al propietario que añada una plaza.',
  'errors.ALREADY_ON_A_TEAM': 'Ya estás en un equipo. Sal de él antes de unirte a otro.',
  'errors.ALREADY_ON_THIS_TEAM': 'Ya eres miembro de este equipo.',
  'errors.OWNER_CANNOT_JOIN':
    'Eres propietario de un negocio, así que no puedes unirte a otro equipo. Usa otra cuenta para unirte.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'No se puede quitar al propietario del equipo.',
  'errors.NOT_A_MEMBER': 'Esa persona no está en este equipo.',
  'errors.USER_NOT_FOUND': 'No se encontró tu cuenta.',
  'errors.CONFIRM_MISMATCH':
    'Escribe tu dirección de correo electrónico exactamente para eliminar tu cuenta.',
  'errors.RETRY': 'Algo cambió mientras tanto. Inténtalo de nuevo.',
  'errors.INVALID_IMAGE': 'Solo se permiten imágenes JPEG, PNG o WEBP de menos de 2 MB.',
  'errors.FEEDBACK_NOT_FOUND': 'No se encontró esa opinión.',
  'errors.GOOGLE_NOT_ENABLED': 'El Perfil de Empresa de Google no está habilitado en este servidor.',
  'errors.GOOGLE_NOT_CONNECTED': 'Primero conecta un Perfil de Empresa de Google que corresponda.',
  'errors.GOOGLE_RECONNECT': 'Google ya no acepta esta conexión: vuelve a conectarla.',
  'errors.GOOGLE_NOT_FOUND': 'Esa reseña o ese local ya no existe en Google.',
  'errors.GOOGLE_BUSY': 'Google está saturado. Inténtalo de nuevo dentro de un minuto.',
  'errors.GOOGLE_FAILED': 'Google rechazó la solicitud. Inténtalo de nuevo más tarde.',
  'errors.REVIEW_NOT_FOUND': 'No se encontró esa reseña.',
  'errors.ALREADY_YOURS': 'Esta ficha ya es tuya.',
  'errors.NOT_YOUR_PLACE':
    'Tu Perfil de Empresa de Google conectado no gestiona esta ficha como propietario verificado.',
  'errors.MAIL_NOT_FOUND': 'No se encontró ese correo.',
  'errors.ALREADY_SUBSCRIBED':
    'Este local ya tiene una suscripción. Cambia las plazas o cancélala desde Facturación.',
  'errors.NOT_SUBSCRIBED': 'Este local aún no tiene suscripción. Inicia una desde Facturación.',
  'errors.SEATS_BELOW_TEAM': 'Tu equipo necesita más plazas que esas. Quita primero a un miembro.',
  'errors.CHECKOUT_COMPLETED':
    'Este local se acaba de pagar. En un momento aparecerá como suscrito; actualiza Facturación.',
  'errors.NOT_CANCELLING':
    'Esta suscripción no está programada para terminar, así que no hay nada que reanudar.',
  'errors.NO_PORTAL': 'No hay portal de facturación para esta suscripción.',
  'errors.STRIPE_REFUSED': 'El proveedor de pagos rechazó el cambio. Inténtalo de nuevo más tarde.',
  'errors.STRIPE_UNAVAILABLE':
    'No se pudo contactar con el proveedor de pagos. Inténtalo de nuevo dentro de un momento.',
  'errors.BILLING_UNCONFIGURED': 'La facturación no está configurada en este servidor.',
  'errors.BAD_CHECKOUT':
    'Este enlace de pago no es válido. Vuelve a iniciar la suscripción desde Facturación.',
  'errors.CHECKOUT_EXPIRED':
    'Este enlace de pago ha caducado. Vuelve a iniciar la suscripción desde Facturación.',
  'errors.BAD_WEBHOOK_URL': 'Introduce la dirección completa de tu receptor, empezando por https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED':
    'Esa dirección no es pública; los webhooks solo se envían a servidores públicos.',
  'errors.WEBHOOK_LIMIT': 'Has alcanzado el número máximo de webhooks. Elimina primero uno que ya no uses.',
  'errors.WEBHOOK_NOT_FOUND': 'Ese webhook no existe.',
  'errors.WEBHOOK_OFF': 'Este webhook se desactivó tras varios fallos. Primero vuelve a activarlo.',
  'errors.TOKEN_LIMIT': 'Has alcanzado el número máximo de tokens. Revoca primero uno que ya no uses.',
  'errors.TOKEN_NOT_FOUND': 'Ese token no existe.',
};
