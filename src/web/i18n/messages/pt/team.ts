import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { team as en } from '#web/i18n/messages/en/team.ts';

export const team: AreaOf<typeof en> = {
  'team.error': 'Erro',

  'team.capacity.full': 'Equipe completa',
  'team.capacity.count':
    '{count} <muted>de {max, plural, one {# membro no máximo} other {# membros no máximo}}</muted>',
  'team.capacity.label': 'Capacidade da equipe',
  'team.capacity.valueText': '{count} de {max, plural, one {# membro} other {# membros}}',
  'team.capacity.used': '{percent, number, ::percent} da capacidade em uso',
  'team.capacity.left': '{left, plural, one {# vaga restante} other {# vagas restantes}}',

  'team.manager.loading': 'Carregando sua equipe…',
  'team.manager.loadError.title': 'Não foi possível carregar os dados da equipe',
  'team.manager.loadError.text':
    'Não conseguimos carregar sua equipe agora. Verifique sua conexão e tente de novo.',
  'team.manager.retry': 'Tentar de novo',
  'team.manager.size.title': 'Tamanho da equipe',
  'team.manager.size.description': 'Todos na equipe contam, inclusive você.',
  'team.manager.size.full': 'Não há vagas. Remova um membro para abrir espaço.',
  'team.manager.size.lapsed': 'As vagas voltam a poder ser usadas assim que você assinar.',

  'team.code.title': 'Código da equipe',
  'team.code.description':
    'Sua equipe entra na conta, escolhe “Entre em uma equipe” e digita este código para entrar na sua equipe.',
  'team.code.generated.new': 'Novo código gerado',
  'team.code.generated.newText': 'O código anterior não funciona mais. Compartilhe este com sua equipe.',
  'team.code.generated.first': 'Código gerado',
  'team.code.generated.firstText': 'Compartilhe com sua equipe para que possam entrar.',
  'team.code.generateFailed': 'Não foi possível gerar o código',
  'team.code.copied.title': 'Código copiado!',
  'team.code.copied.text': 'Envie para a pessoa que você quer convidar.',
  'team.code.copyFailed.title': 'Falha ao copiar',
  'team.code.copyFailed.text': 'Copie o código manualmente',
  'team.code.copied': 'Copiado',
  'team.code.copy': 'Copiar código',
  'team.code.lapsed':
    'Sua assinatura terminou, então este código não deixa ninguém entrar. Ele volta a funcionar assim que você assinar.',
  'team.code.full':
    'Sua equipe está completa, então este código não deixa ninguém entrar até você remover um membro.',
  'team.code.wrongPerson': 'Compartilhou com a pessoa errada?',
  'team.code.regenerate': 'Gerar novo código',
  'team.code.none.title': 'Ainda não há código',
  'team.code.none.text':
    'Gere um código para convidar sua equipe. Ele nunca expira; você pode trocá-lo a qualquer momento.',
  'team.code.generating': 'Gerando...',
  'team.code.generate': 'Gerar código',
  'team.code.regenerateDialog.title': 'Gerar um novo código?',
  'team.code.regenerateDialog.text':
    'O código atual <mono>{code}</mono> deixará de funcionar na hora. Quem ainda não entrou vai precisar do novo código. Quem já está na sua equipe continua nela.',

  'team.members.title': 'Membros da equipe',
  'team.members.description': 'Os membros podem mostrar seus códigos QR e ver o painel e as estatísticas.',
  'team.members.removed.title': 'Membro removido',
  'team.members.removed.text': '{name} não faz mais parte da sua equipe.',
  'team.members.removeFailed': 'Não foi possível remover o membro da equipe',
  'team.members.removeNamed': 'Remover {name}',
  'team.members.remove': 'Remover',
  'team.members.onlyOwner.lapsed':
    'Ainda não há mais ninguém. Quando você assinar, compartilhe o código da equipe e os novos membros aparecerão aqui.',
  'team.members.onlyOwner':
    'Ainda não há mais ninguém. Compartilhe o código da equipe e os novos membros aparecerão aqui quando entrarem.',
  'team.members.removeDialog.title': 'Remover membro da equipe',
  'team.members.removeDialog.text': 'Remover {name} da sua equipe? Isso também vai atualizar sua cobrança.',
  'team.members.removing': 'Removendo...',

  'team.role.owner': 'Proprietário',
  'team.role.member': 'Membro',

  'team.member.canDo.qr': 'Mostrar aos clientes os códigos QR de avaliação',
  'team.member.canDo.analytics': 'Ver o painel, as estatísticas e os feedbacks',
  'team.member.canDo.owner': 'A gestão da equipe e a cobrança ficam com o proprietário',
  'team.member.left.title': 'Você saiu da equipe',
  'team.member.left.text': 'Você não faz mais parte da equipe de {name}.',
  'team.member.leaveFailed': 'Não foi possível sair da equipe',
  'team.member.membership': 'Sua participação',
  'team.member.leave': 'Sair da equipe',
  'team.member.leave.text':
    'Você vai perder o acesso ao painel deste negócio. Para voltar, vai precisar de um novo código de convite do proprietário.',
  'team.member.leaving': 'Levando você à configuração…',
  'team.member.leaveDialog.text':
    'Tem certeza de que quer sair da equipe de {name}? Você vai precisar de um novo código de convite para voltar.',
  'team.member.leaveDialog.pending': 'Saindo...',
  'team.member.loadError': 'Não foi possível carregar sua participação na equipe. Tente recarregar a página.',

  'team.join.title': 'Entre em uma equipe',
  'team.join.pageTitle': 'Entre em uma equipe · {product}',
  'team.join.intro':
    'Digite o código da equipe de 6 caracteres que o proprietário passou para você e entre na equipe.',
  'team.join.card.text':
    'Tem um código da equipe de um proprietário? Digite-o para entrar na equipe e mostrar os códigos QR de avaliação.',
  'team.join.card.action': 'Digitar código',
  'team.join.codeRequired.title': 'Código obrigatório',
  'team.join.codeRequired.text': 'Digite um código da equipe de 6 caracteres',
  'team.join.joined': 'Você entrou na equipe de {name}!',
  'team.join.failed': 'Não foi possível entrar na equipe',
  'team.join.label': 'Código da equipe',
  'team.join.length': '{length} de {max, plural, one {# caractere} other {# caracteres}}',
  'team.join.joining': 'Entrando...',
  'team.join.submit': 'Entrar na equipe',
  'team.join.help.title': 'Onde encontro um código?',
  'team.join.help.owner':
    'Peça ao proprietário do negócio que gere um código na seção Equipe do painel dele.',
  'team.join.help.format':
    'Os códigos têm 6 caracteres e diferenciam maiúsculas de minúsculas. As letras ficam maiúsculas enquanto você digita.',
  'team.join.help.home': 'Prefere criar seu próprio negócio? <link>Voltar ao início</link>',

  'team.billing.loadError': 'Não foi possível carregar sua assinatura',
  'team.billing.loading': 'Carregando sua assinatura…',
  'team.plan.title': 'Sua assinatura',
  'team.plan.monthly': '{price} por mês para esta unidade.',
  'team.plan.cancelledOn': 'Cancelada: termina em {date}.',
  'team.plan.cancelAnytime': 'Cancele quando quiser.',
  'team.plan.trial': 'Teste',
  'team.plan.until': '{plan} até {date}',
  'team.plan.cancelled.detail': 'Cancelada: sua assinatura termina nessa data, a menos que você a retome.',
  'team.plan.renews': 'Renova em {date}.',
  'team.plan.trialLeft': 'Teste · {days, plural, one {falta # dia} other {faltam # dias}}',
  'team.plan.trialSubscribed': 'Assinada: a primeira cobrança será em {date}, quando o teste terminar.',
  'team.plan.trialEnds': 'Seu teste termina em {date}. Não precisa de cartão até você assinar.',
  'team.plan.pastDue.title': 'Falha no pagamento',
  'team.plan.pastDue.detail': 'Atualize seu cartão em Gerenciar cobrança para manter sua assinatura.',
  'team.plan.subscriptionEnded': 'Assinatura encerrada',
  'team.plan.trialEnded': 'Teste encerrado',
  'team.plan.trialEnded.detail':
    'O teste terminou em {date}. Seus códigos QR e páginas de avaliação continuam funcionando para os clientes.',
  'team.plan.ended.detail':
    'Sua assinatura terminou. Seus códigos QR e páginas de avaliação continuam funcionando para os clientes.',
  'team.plan.start': 'Assinar',
  'team.plan.opening': 'Abrindo o pagamento…',
  'team.plan.cancel': 'Cancelar assinatura',
  'team.plan.resume': 'Retomar assinatura',
  'team.plan.resuming': 'Retomando…',
  'team.plan.manage': 'Gerenciar cobrança',
  'team.plan.error.title': 'Erro na assinatura',
  'team.plan.startFailed': 'Não foi possível iniciar a assinatura. Tente de novo.',
  'team.plan.resumeFailed': 'Não foi possível retomar a assinatura. Tente de novo.',
  'team.plan.cancelled.title': 'Assinatura cancelada',
  'team.plan.cancelled.text': 'Você mantém o {plan} até {date}.',
  'team.plan.cancelError.title': 'Erro ao cancelar',
  'team.plan.cancelFailed': 'Não foi possível cancelar a assinatura. Tente de novo.',
  'team.plan.resumed.title': 'Assinatura retomada',
  'team.plan.resumed.text': 'Sua assinatura renova como antes.',
  'team.plan.portalError.title': 'Erro na cobrança',
  'team.plan.portalFailed': 'Não foi possível abrir a cobrança. Tente de novo.',
  'team.plan.cancelDialog.title': 'Cancelar sua assinatura?',
  'team.plan.cancelDialog.text':
    'Você mantém o {plan} até {date} e pode retomar a assinatura antes disso. Seus códigos QR continuam funcionando depois.',
  'team.plan.cancelDialog.textNoDate':
    'Sua assinatura termina no fim do período. Seus códigos QR continuam funcionando depois.',
  'team.plan.cancelDialog.keep': 'Manter minha assinatura',
  'team.plan.cancelDialog.pending': 'Cancelando…',

  'team.seats.title': 'Vagas da equipe',
  'team.seats.description':
    '{users, plural, one {# usuário incluído} other {# usuários incluídos}} (você conta como um), depois {price} por mês por vaga extra.',
  'team.seats.full': 'Adicione uma vaga abaixo para convidar mais pessoas.',
  'team.seats.extra': 'Vagas extras',
  'team.seats.fewer': 'Uma vaga a menos',
  'team.seats.more': 'Uma vaga a mais',
  'team.seats.newTotal.prorated':
    'Novo total mensal: <strong>{total}</strong>, proporcional a partir de hoje.',
  'team.seats.newTotal.onSubscribe':
    'Novo total mensal: <strong>{total}</strong>, cobrado quando você assinar.',
  'team.seats.undo': 'Desfazer',
  'team.seats.saving': 'Salvando…',
  'team.seats.confirm': 'Confirmar vagas',
  'team.seats.minimum':
    'Sua equipe de {count, plural, one {# pessoa} other {# pessoas}} precisa de pelo menos {min, plural, one {# vaga extra} other {# vagas extras}}.',
  'team.seats.updated.title': 'Vagas atualizadas',
  'team.seats.updated.text': 'Agora sua equipe pode ter {count, plural, one {# membro} other {# membros}}.',
  'team.seats.error.title': 'Erro nas vagas',
  'team.seats.failed': 'Não foi possível atualizar as vagas. Tente de novo.',
  'team.pricing.title': 'Preços',
  'team.pricing.description': 'Simples, por unidade. Cancele quando quiser.',
  'team.pricing.perMonth': '/mês por unidade',
  'team.pricing.users':
    '{users, plural, one {# usuário incluído} other {# usuários incluídos}} (você conta como um)',
  'team.pricing.extra': '+{price}/mês por usuário extra',
  'team.pricing.trial':
    '{days, plural, one {# dia de teste grátis, sem cartão de crédito} other {# dias de teste grátis, sem cartão de crédito}}',

  'team.subscribe.label': 'Assinatura',
  'team.subscribe.trialEnded': 'Seu teste grátis terminou. Assine para continuar ganhando avaliações.',
  'team.subscribe.planEnded': 'Sua assinatura terminou. Assine para continuar ganhando avaliações.',
  'team.subscribe.text':
    'Seus códigos QR e páginas de avaliação continuam funcionando para os clientes. Para adicionar membros à equipe, é preciso uma assinatura ativa.',
  'team.subscribe.action': 'Assinar',
  'team.checkoutReturn.success.title': 'Assinatura iniciada',
  'team.checkoutReturn.success.text': 'Obrigado! Sua assinatura está ativa.',
  'team.checkoutReturn.cancelled.title': 'Pagamento cancelado',
  'team.checkoutReturn.cancelled.text': 'Nada foi cobrado. Você pode assinar quando quiser.',

  'team.checkout.pageTitle': 'Pagamento de demonstração · {product}',
  'team.checkout.badge': 'Pagamento de demonstração: nenhum cartão é cobrado',
  'team.checkout.title': 'Assine o {plan}',
  'team.checkout.description':
    'Este servidor funciona sem Stripe, então esta página substitui o pagamento real.',
  'team.checkout.loading': 'Carregando o pagamento…',
  'team.checkout.loadError': 'Não foi possível carregar este pagamento. Comece de novo pela seção Cobrança.',
  'team.checkout.location': 'Unidade',
  'team.checkout.plan':
    'Plano {plan}, {users, plural, one {# usuário incluído} other {# usuários incluídos}}',
  'team.checkout.perMonth': '{price}/mês',
  'team.checkout.extraSeats': 'Vagas extras × {count, number}',
  'team.checkout.total': 'Total mensal',
  'team.checkout.firstCharge': 'Primeira cobrança',
  'team.checkout.payFailed': 'O pagamento falhou. Tente de novo.',
  'team.checkout.paying': 'Pagando…',
  'team.checkout.payAmount': 'Pagar {amount}',
  'team.checkout.pay': 'Pagar',
  'team.checkout.cancel': 'Cancelar',
};
