import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Entre novamente na sua conta.',
  'errors.FORBIDDEN': 'Você não é membro deste negócio.',
  'errors.BAD_ORIGIN': 'Esta solicitação veio de outro site e foi recusada.',
  'errors.RATE_LIMITED': 'Muitas solicitações. Aguarde um momento e tente novamente.',
  'errors.NOT_FOUND': 'Não encontrado.',
  'errors.OWNER_ONLY': 'Só o dono do negócio pode fazer isso.',
  'errors.NOT_YOUR_LOCATION': 'Escolha apenas entre as suas próprias unidades.',
  'errors.BUSINESS_NOT_FOUND': 'Negócio não encontrado.',
  'errors.NO_BUSINESS': 'Você ainda não cadastrou um negócio.',
  'errors.BUSINESS_MISMATCH': 'O negócio na solicitação não corresponde ao do endereço.',
  'errors.UNKNOWN_TIME_ZONE': 'Fuso horário desconhecido. Use um nome como America/Sao_Paulo.',
  'errors.PLACE_NOT_CONFIRMED': 'Selecione um negócio nos resultados da pesquisa.',
  'errors.PLACES_UNAVAILABLE': 'Não é possível pesquisar negócios agora. Tente novamente em instantes.',
  'errors.ALREADY_OWNER': 'Você já cadastrou um negócio.',
  'errors.LOCATION_LIMIT':
    'Sua conta atingiu o número máximo de unidades. Fale com a gente para uma rede maior.',
  'errors.ALREADY_MEMBER':
    'Você está em outra equipe. Saia dessa equipe antes de cadastrar seu próprio negócio.',
  'errors.PLACE_TAKEN': 'Este negócio já está cadastrado. Peça ao dono um código da equipe para entrar.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Este negócio já foi verificado pelo dono no Google. Peça a ele o código da equipe para entrar na equipe dele.',
  'errors.WRONG_CODE': 'Esse código não corresponde a nenhuma equipe. Confira com o dono e tente novamente.',
  'errors.TOO_MANY_WRONG_CODES': 'Muitos códigos errados. Aguarde 15 minutos e tente novamente.',
  'errors.JOIN_UNAVAILABLE': 'No momento não é possível entrar em uma equipe. Tente novamente em um minuto.',
  'errors.PLAN_LAPSED':
    'O plano desta equipe terminou, então ela não pode receber novos membros agora. Peça ao dono para renová-lo.',
  'errors.TEAM_FULL': 'Esta equipe está completa. Peça ao dono para adicionar uma vaga.',
  'errors.ALREADY_ON_A_TEAM': 'Você já está em uma equipe. Saia dela antes de entrar em outra.',
  'errors.ALREADY_ON_THIS_TEAM': 'Você já é membro desta equipe.',
  'errors.OWNER_CANNOT_JOIN':
    'Você é dono de um negócio, então não pode entrar em outra equipe. Use outra conta para entrar.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'O dono não pode ser removido da equipe.',
  'errors.NOT_A_MEMBER': 'Essa pessoa não está nesta equipe.',
  'errors.USER_NOT_FOUND': 'Sua conta não foi encontrada.',
  'errors.CONFIRM_MISMATCH': 'Digite seu endereço de e-mail exatamente como ele é para excluir sua conta.',
  'errors.RETRY': 'Algo mudou nesse meio-tempo. Tente novamente.',
  'errors.INVALID_IMAGE': 'Só são permitidas imagens JPEG, PNG ou WEBP com menos de 2 MB.',
  'errors.FEEDBACK_NOT_FOUND': 'Esse feedback não foi encontrado.',
  'errors.GOOGLE_NOT_ENABLED': 'O Perfil da Empresa no Google não está ativado neste servidor.',
  'errors.GOOGLE_NOT_CONNECTED': 'Primeiro conecte um Perfil da Empresa no Google correspondente.',
  'errors.GOOGLE_RECONNECT': 'O Google não aceita mais esta conexão: conecte novamente.',
  'errors.GOOGLE_NOT_FOUND': 'O Google não tem mais essa avaliação ou esse local.',
  'errors.GOOGLE_BUSY': 'O Google está sobrecarregado. Tente novamente em um minuto.',
  'errors.GOOGLE_FAILED': 'O Google recusou a solicitação. Tente novamente mais tarde.',
  'errors.REVIEW_NOT_FOUND': 'Essa avaliação não foi encontrada.',
  'errors.ALREADY_YOURS': 'Este local já é seu.',
  'errors.NOT_YOUR_PLACE':
    'O Perfil da Empresa no Google conectado não gerencia este local como proprietário verificado.',
  'errors.MAIL_NOT_FOUND': 'Esse e-mail não foi encontrado.',
  'errors.ALREADY_SUBSCRIBED':
    'Esta unidade já tem uma assinatura. Altere as vagas ou cancele a assinatura em Faturamento.',
  'errors.NOT_SUBSCRIBED': 'Esta unidade ainda não tem assinatura. Comece uma em Faturamento.',
  'errors.SEATS_BELOW_TEAM': 'Sua equipe precisa de mais vagas do que isso. Remova um membro primeiro.',
  'errors.CHECKOUT_COMPLETED':
    'O pagamento desta unidade acabou de ser feito. Em instantes ela aparecerá com assinatura ativa; atualize Faturamento.',
  'errors.NOT_CANCELLING':
    'Esta assinatura não está programada para terminar, então não há nada para retomar.',
  'errors.NO_PORTAL': 'Não há portal de faturamento para esta assinatura.',
  'errors.STRIPE_REFUSED': 'O provedor de pagamento recusou a alteração. Tente novamente mais tarde.',
  'errors.STRIPE_UNAVAILABLE':
    'Não foi possível contatar o provedor de pagamento. Tente novamente em instantes.',
  'errors.BILLING_UNCONFIGURED': 'O faturamento não está configurado neste servidor.',
  'errors.BAD_CHECKOUT': 'Este link de pagamento não é válido. Comece a assinatura novamente em Faturamento.',
  'errors.CHECKOUT_EXPIRED': 'Este link de pagamento expirou. Comece a assinatura novamente em Faturamento.',
  'errors.BAD_WEBHOOK_URL': 'Digite o endereço completo do seu receptor, começando com https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED':
    'Esse endereço não é público; os webhooks só vão para servidores públicos.',
  'errors.WEBHOOK_LIMIT':
    'Você atingiu o número máximo de webhooks. Exclua primeiro um que você não usa mais.',
  'errors.WEBHOOK_NOT_FOUND': 'Esse webhook não existe.',
  'errors.WEBHOOK_OFF': 'Este webhook foi desativado após falhas. Ative-o novamente primeiro.',
  'errors.TOKEN_LIMIT': 'Você atingiu o número máximo de tokens. Revogue primeiro um que você não usa mais.',
  'errors.TOKEN_NOT_FOUND': 'Esse token não existe.',
};
