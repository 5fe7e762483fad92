import type { Locale } from '@limpa/contracts';

/**
 * The terms of service, one text per language, all of the version in packages/domain legal-terms (TERMS_VERSION).
 * Written in the small markdown legal-markdown.ts renders: "## " headings, "- " lists, paragraphs, [text](/path).
 * Changing what they say means a new version (docs/product-rules.md#terms-and-privacy).
 */
export const TERMS_OF_SERVICE: Record<Locale, string> = {
  en: `
## Who we are
Limpa is an online marketplace that puts people who want their home cleaned (customers) in touch with independent cleaners in Canada and Portugal. Limpa runs the platform: we show cleaners, take bookings and payments, and help both sides. We do not clean homes ourselves.

## Your account
You must be at least 18 and give true details. Keep your password to yourself: you are responsible for what is done with your account.

## Cleaners are independent
Cleaners are independent professionals, not Limpa's employees. They choose the jobs they accept, their hours and their rate, and they answer for their own work, taxes and insurance.

## Bookings
A booking is a request until the cleaner confirms it. The price shown when you book is the price of the booked time; extra time during a visit is added only once you approve it. Be there, or leave access, at the agreed time.

## Payments and fees
Customers pay by card through our payment processor, Stripe; nothing is charged before the cleaner confirms. Limpa keeps a platform fee of 15 % of each booking's price before tax, and the cleaner receives the rest, paid out every week.

## Cancellations
- You may cancel a confirmed booking free of charge up to 24 hours before it starts; anything paid is refunded in full.
- Inside those 24 hours, a late-cancellation fee of 50 % of the booking's base price is charged.
- If the cleaner cancels, you are refunded in full.

## Reviews
After a visit, customers may review their cleaner. Reviews must be honest, about the visit, and free of insults or personal data. We may hide a review that breaks these rules.

## Suspension
We may suspend an account that breaks these terms, endangers anyone, or misuses payments. Pending bookings are then cancelled and refunded. If you think we got it wrong, contact us through [Help](/help).

## Changes
When these terms change, we publish a new version and ask you to accept it before you continue using Limpa.
`,
  'pt-PT': `
## Quem somos
A Limpa é um mercado online que põe em contacto quem quer a casa limpa (clientes) com profissionais de limpeza independentes no Canadá e em Portugal. A Limpa gere a plataforma: mostramos os profissionais, recebemos as marcações e os pagamentos e ajudamos ambas as partes. Não fazemos limpezas.

## A sua conta
Tem de ter pelo menos 18 anos e indicar dados verdadeiros. Guarde a sua palavra-passe só para si: é responsável pelo que for feito com a sua conta.

## Os profissionais são independentes
Os profissionais de limpeza são independentes, não são funcionários da Limpa. Escolhem os trabalhos que aceitam, o horário e o preço, e respondem pelo próprio trabalho, impostos e seguros.

## Marcações
Uma marcação é um pedido até o profissional a confirmar. O preço apresentado ao marcar é o do tempo marcado; tempo extra durante uma visita só é acrescentado depois de o aprovar. Esteja presente, ou deixe acesso, à hora combinada.

## Pagamentos e taxas
Os clientes pagam com cartão através do nosso processador de pagamentos, a Stripe; nada é cobrado antes de o profissional confirmar. A Limpa fica com uma taxa de plataforma de 15 % do preço de cada marcação sem impostos, e o profissional recebe o resto, pago todas as semanas.

## Cancelamentos
- Pode cancelar uma marcação confirmada sem custos até 24 horas antes do início; o que tiver pago é reembolsado na totalidade.
- Nessas últimas 24 horas, é cobrada uma taxa de cancelamento tardio de 50 % do preço base da marcação.
- Se o profissional cancelar, é reembolsado na totalidade.

## Avaliações
Depois de uma visita, os clientes podem avaliar o profissional. As avaliações devem ser honestas, sobre a visita, e sem insultos nem dados pessoais. Podemos ocultar uma avaliação que não cumpra estas regras.

## Suspensão
Podemos suspender uma conta que não cumpra estes termos, ponha alguém em perigo ou use indevidamente os pagamentos. As marcações pendentes são então canceladas e reembolsadas. Se achar que nos enganámos, contacte-nos através da [Ajuda](/help).

## Alterações
Quando estes termos mudarem, publicamos uma nova versão e pedimos-lhe que a aceite antes de continuar a usar a Limpa.
`,
  'fr-CA': `
## Qui nous sommes
Limpa est une place de marché en ligne qui met en relation les personnes qui veulent faire nettoyer leur logement (les clients) et des préposés indépendants au Canada et au Portugal. Limpa exploite la plateforme : nous présentons les préposés, recevons les réservations et les paiements, et aidons les deux parties. Nous ne faisons pas le ménage nous-mêmes.

## Votre compte
Vous devez avoir au moins 18 ans et donner des renseignements exacts. Gardez votre mot de passe pour vous : vous êtes responsable de ce qui est fait avec votre compte.

## Les préposés sont indépendants
Les préposés sont des travailleurs autonomes, pas des employés de Limpa. Ils choisissent les contrats qu'ils acceptent, leurs heures et leur tarif, et répondent de leur travail, de leurs impôts et de leurs assurances.

## Réservations
Une réservation est une demande tant que le préposé ne l'a pas confirmée. Le prix affiché à la réservation est celui du temps réservé; du temps supplémentaire pendant une visite n'est ajouté qu'après votre approbation. Soyez présent, ou laissez un accès, à l'heure convenue.

## Paiements et frais
Les clients paient par carte au moyen de notre processeur de paiement, Stripe; rien n'est débité avant la confirmation. Limpa garde des frais de plateforme de 15 % du prix de chaque réservation avant taxes, et le préposé reçoit le reste, versé chaque semaine.

## Annulations
- Vous pouvez annuler sans frais une réservation confirmée jusqu'à 24 heures avant son début; tout montant payé est remboursé en entier.
- Dans ces 24 heures, des frais d'annulation tardive de 50 % du prix de base de la réservation sont facturés.
- Si le préposé annule, vous êtes remboursé en entier.

## Avis
Après une visite, les clients peuvent évaluer le préposé. Les avis doivent être honnêtes, porter sur la visite et ne contenir ni insultes ni renseignements personnels. Nous pouvons masquer un avis qui ne respecte pas ces règles.

## Suspension
Nous pouvons suspendre un compte qui enfreint ces conditions, met quelqu'un en danger ou abuse des paiements. Les réservations en attente sont alors annulées et remboursées. Si vous croyez à une erreur, écrivez-nous par l'[Aide](/help).

## Modifications
Quand ces conditions changent, nous publions une nouvelle version et vous demandons de l'accepter avant de continuer à utiliser Limpa.
`,
};
