import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Avaliações do Google',
  'google.section.subtitle': 'Seu Perfil da Empresa: avaliações, respostas e crescimento',
  'google.section.claimed.title': 'Não verificado: este local foi reivindicado pelo proprietário no Google',
  'google.section.claimed.text':
    'Em {date}, alguém que gerencia este negócio no Google o registrou com um Perfil da Empresa verificado. Você mantém seus dados (exporte-os em Seus dados). Seus QR codes e links deixam de funcionar 30 dias após essa data. Se o negócio for seu, conecte o Perfil da Empresa dele abaixo.',
  'google.section.loading': 'Carregando sua conexão com o Google…',
  'google.section.failed': 'Não foi possível carregar sua conexão com o Google',
  'google.section.unavailable':
    'O Perfil da Empresa no Google não está ativado neste servidor. O operador precisa da aprovação do Google para as APIs do Business Profile e depois define {setting}.',
  'google.filter.legend': 'Filtrar avaliações',
  'google.filter.allStars': 'Todas as estrelas',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Sem resposta ({count})',
  'google.reviews.loading': 'Carregando avaliações…',
  'google.reviews.failed': 'Não foi possível carregar suas avaliações',
  'google.reviews.empty.title': 'Nenhuma avaliação encontrada',
  'google.reviews.empty.text':
    'Tente outro filtro. Novas avaliações aparecem aqui em até uma hora, ou na mesma hora com Sincronizar agora.',
  'google.reviews.listLabel': 'Avaliações do Google',
  'google.reviews.more': 'Mostrar mais avaliações',

  'google.connection.connected': 'Perfil da Empresa conectado',
  'google.connection.notConnected': 'Não conectado',
  'google.connection.notGranted': 'O acesso ao Google não foi concedido. Tente novamente.',
  'google.connection.opening': 'Abrindo o Google…',
  'google.connection.openFailed': 'Não foi possível iniciar a conexão',
  'google.connection.connectAgain': 'Conectar novamente',
  'google.connection.connect': 'Conectar Perfil da Empresa no Google',
  'google.connection.title': 'Conecte seu Perfil da Empresa no Google',
  'google.connection.text':
    'Veja aqui todas as avaliações do Google, responda a elas e acompanhe o crescimento das suas avaliações desde que você começou com o ReviewTap. A conexão também comprova que o negócio é seu.',
  'google.connection.demo':
    'Este servidor não tem configurações do Google: você vai conectar o perfil de demonstração.',
  'google.connection.askOwner': 'Peça ao proprietário para conectá-lo.',
  'google.connection.noLocation': 'Nenhum local correspondente',
  'google.connection.verified': 'Verificado no Google',
  'google.connection.notVerified': 'Não verificado',
  'google.connection.demoProfile': 'Perfil de demonstração',
  'google.connection.account': 'Conta do Google: {name}.',
  'google.connection.lastSync': 'Avaliações lidas em {when}.',
  'google.connection.reading': 'Lendo suas avaliações…',
  'google.connection.broken':
    'O Google não aceita mais esta conexão (o acesso foi removido ou expirou). Conecte novamente para manter suas avaliações atualizadas.',
  'google.connection.noMatch':
    'Nenhum dos locais gerenciados por esta conta do Google é este negócio. Conecte com a conta do Google proprietária do negócio no Google Maps, ou peça ao proprietário para adicionar você como administrador no Perfil da Empresa, e depois conecte novamente.',
  'google.connection.syncing': 'Lendo suas avaliações do Google',
  'google.connection.syncFailed': 'Não foi possível solicitar a sincronização',
  'google.connection.sync': 'Sincronizar agora',
  'google.connection.disconnected': 'Perfil da Empresa desconectado',
  'google.connection.disconnectFailed': 'Não foi possível desconectar',
  'google.connection.disconnect': 'Desconectar',

  'google.claim.title': 'Seus locais, registrados por outra pessoa',
  'google.claim.text':
    'Sua conta do Google gerencia estes locais como proprietário verificado, mas outra conta do ReviewTap os registrou sem verificação. Reivindique um para torná-lo sua unidade; a outra conta é avisada e mantém os próprios dados.',
  'google.claim.listLabel': 'Locais que você pode reivindicar',
  'google.claim.done': '{place} agora é seu',
  'google.claim.doneText': 'Verificado no Google. Você o encontra em Todas as unidades.',
  'google.claim.failed': 'Não foi possível reivindicar este local',
  'google.claim.button': 'Reivindicar {place}',

  'google.growth.title': 'Crescimento das avaliações',
  'google.growth.text': 'Direto do seu Perfil da Empresa: o que o ReviewTap conquistou.',
  'google.growth.total': 'Avaliações do Google',
  'google.growth.average': 'Nota média',
  'google.growth.before': 'Por semana antes',
  'google.growth.since': 'Por semana desde então',
  'google.growth.notStarted':
    '“Antes” e “desde então” contam a partir da primeira leitura do seu QR code: mostre seu código a um cliente para começar.',
  'google.growth.chart': 'Novas avaliações do Google por semana, últimas 13 semanas',
  'google.growth.week':
    'Semana de {week}: {reviews, plural, one {# avaliação} other {# avaliações}}, {sent, plural, one {# enviado ao Google} other {# enviados ao Google}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> avaliação veio depois de uma visita: escrita} other {<b>#</b> avaliações vieram depois de uma visita: escritas}} até duas horas depois que um cliente foi do seu QR code para o Google. É uma estimativa: o Google não informa quem escreveu cada avaliação.',
  'google.growth.byMember': 'Por membro da equipe: {list}.',

  'google.rating.none': 'Ainda sem nota no Google',
  'google.rating.onGoogle':
    '<b>{rating}</b> no Google · {count, plural, one {# avaliação} other {# avaliações}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect': 'Conecte seu Perfil da Empresa para ver o histórico e responder às avaliações',

  'google.templates.title': 'Respostas salvas',
  'google.templates.text':
    'Comece uma resposta a partir de uma destas. Escreva {token} onde deve ir o primeiro nome de quem avaliou.',
  'google.templates.saved': 'Respostas salvas atualizadas',
  'google.templates.saveFailed': 'Não foi possível salvar as respostas',
  'google.templates.low': 'Para 1–3 estrelas',
  'google.templates.lowPlaceholder':
    'Sentimos muito, {token}. Ligue para nós para que possamos resolver isso.',
  'google.templates.high': 'Para 4–5 estrelas',
  'google.templates.highPlaceholder': 'Obrigado, {token}! Até breve.',
  'google.templates.save': 'Salvar respostas',

  'google.review.stars': '{value} de 5 estrelas',
  'google.review.updated': 'Resposta atualizada',
  'google.review.posted': 'Resposta publicada no Google',
  'google.review.postFailed': 'O Google não aceitou a resposta. Seu texto continua aqui: tente novamente.',
  'google.review.deleted': 'Resposta excluída',
  'google.review.deleteFailed': 'Não foi possível excluir a resposta',
  'google.review.followedVisit': 'Após uma visita',
  'google.review.noText': 'Uma avaliação sem texto.',
  'google.review.yourReply': 'Sua resposta · {date}',
  'google.review.edit': 'Editar',
  'google.review.delete': 'Excluir',
  'google.review.reply': 'Responder',
  'google.review.replyTo': 'Responder a {name}',
  'google.review.placeholder': 'Escreva uma resposta pública…',
  'google.review.bytes': '{size} de {limit} bytes',
  'google.review.useTemplate': 'Usar resposta salva',
  'google.review.cancel': 'Cancelar',
  'google.review.save': 'Salvar resposta',
  'google.review.post': 'Publicar resposta',
};
