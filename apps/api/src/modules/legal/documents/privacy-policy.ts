import type { Locale } from '@limpa/contracts';

/**
 * The privacy policy, one text per language, all of the version in packages/domain legal-terms (PRIVACY_VERSION).
 * Same small markdown as the terms (legal-markdown.ts); changing what it says means a new version.
 */
export const PRIVACY_POLICY: Record<Locale, string> = {
  en: `
## What we collect
- Your account: name, e-mail address, phone number, password (stored only as a hash), language.
- Your homes: the addresses you save and the details of the home type.
- Your bookings, messages, reviews and support requests.
- Cleaners: profile, work area, availability, hourly rate and payout details.
- Payments: the card's brand and last four digits; the full card number stays with Stripe.

## Why
To run the marketplace: to show cleaners who serve your address, take and pay for bookings, let both sides talk about a visit, send reminders and receipts, keep the platform safe and meet our legal and tax duties. We do not sell your data or use it for third-party advertising.

## Who else sees it
- The other side of a booking sees what the visit needs: a cleaner sees your street address and phone number only once they have confirmed.
- Stripe processes card payments and cleaners' payouts.
- Our e-mail provider delivers the e-mails we send you.

## How long we keep it
While your account exists. Bookings, invoices and payment records are kept as long as tax and accounting law requires, under "Deleted user" once you delete your account.

## Your rights
You can download everything we hold about you from your profile (Download my data) and delete your account there at any time. You can also ask us to correct your data.

## Contact
For any question about your data, write to us through [Help](/help).
`,
  'pt-PT': `
## O que recolhemos
- A sua conta: nome, endereço de e-mail, número de telefone, palavra-passe (guardada apenas cifrada), idioma.
- As suas casas: as moradas que guarda e a tipologia.
- As suas marcações, mensagens, avaliações e pedidos de ajuda.
- Profissionais de limpeza: perfil, zona de trabalho, disponibilidade, preço por hora e dados para pagamentos.
- Pagamentos: a marca e os últimos quatro dígitos do cartão; o número completo fica na Stripe.

## Para quê
Para gerir o mercado: mostrar os profissionais que servem a sua morada, receber e pagar marcações, permitir que ambas as partes falem sobre uma visita, enviar lembretes e recibos, manter a plataforma segura e cumprir as nossas obrigações legais e fiscais. Não vendemos os seus dados nem os usamos para publicidade de terceiros.

## Quem mais os vê
- A outra parte de uma marcação vê o que a visita exige: o profissional só vê a sua rua e o seu telefone depois de confirmar.
- A Stripe processa os pagamentos com cartão e os pagamentos aos profissionais.
- O nosso fornecedor de e-mail entrega os e-mails que lhe enviamos.

## Durante quanto tempo
Enquanto a sua conta existir. Marcações, faturas e registos de pagamento são guardados pelo tempo que a lei fiscal e contabilística exige, como "Utilizador eliminado" depois de eliminar a conta.

## Os seus direitos
Pode descarregar tudo o que guardamos sobre si no seu perfil (Transferir os meus dados) e eliminar a sua conta aí, a qualquer momento. Também nos pode pedir que corrijamos os seus dados.

## Contacto
Para qualquer questão sobre os seus dados, escreva-nos através da [Ajuda](/help).
`,
  'fr-CA': `
## Ce que nous recueillons
- Votre compte : nom, adresse courriel, numéro de téléphone, mot de passe (conservé seulement sous forme chiffrée), langue.
- Vos logements : les adresses que vous enregistrez et le type de logement.
- Vos réservations, messages, avis et demandes d'aide.
- Préposés : profil, secteur de travail, disponibilités, tarif horaire et renseignements de versement.
- Paiements : la marque et les quatre derniers chiffres de la carte; le numéro complet reste chez Stripe.

## Pourquoi
Pour exploiter la place de marché : présenter les préposés qui desservent votre adresse, recevoir et payer les réservations, permettre aux deux parties d'échanger sur une visite, envoyer des rappels et des reçus, assurer la sécurité de la plateforme et respecter nos obligations légales et fiscales. Nous ne vendons pas vos données et ne les utilisons pas pour la publicité de tiers.

## Qui d'autre les voit
- L'autre partie d'une réservation voit ce dont la visite a besoin : le préposé ne voit votre rue et votre téléphone qu'après avoir confirmé.
- Stripe traite les paiements par carte et les versements aux préposés.
- Notre fournisseur de courriel livre les courriels que nous vous envoyons.

## Combien de temps
Tant que votre compte existe. Les réservations, factures et relevés de paiement sont conservés aussi longtemps que la loi fiscale et comptable l'exige, sous « Utilisateur supprimé » une fois votre compte supprimé.

## Vos droits
Vous pouvez télécharger tout ce que nous détenons sur vous depuis votre profil (Télécharger mes données) et y supprimer votre compte en tout temps. Vous pouvez aussi nous demander de corriger vos données.

## Nous joindre
Pour toute question sur vos données, écrivez-nous par l'[Aide](/help).
`,
};
