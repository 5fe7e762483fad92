/** Reference data every installation needs (spec section 9). Seeded idempotently at every start. */
export const SERVICES = [
  {
    name: 'Regular House Cleaning',
    description: 'Kitchen, bathroom, living room and bedrooms: dusting, vacuuming, mopping and surfaces.',
    basePriceCents: 4999,
    durationHours: 2.5,
    translations: {
      'pt-PT': {
        name: 'Limpeza regular da casa',
        description: 'Cozinha, casa de banho, sala e quartos: pó, aspirador, chão lavado e superfícies.',
      },
      'fr-CA': {
        name: 'Ménage régulier',
        description:
          'Cuisine, salle de bain, salon et chambres : époussetage, aspirateur, lavage des planchers et des surfaces.',
      },
    },
  },
  {
    name: 'Deep Cleaning',
    description:
      'A top-to-bottom clean: inside cabinets, behind appliances, grout, skirting boards and fixtures.',
    basePriceCents: 8999,
    durationHours: 4,
    translations: {
      'pt-PT': {
        name: 'Limpeza profunda',
        description:
          'Uma limpeza de cima a baixo: interior dos armários, atrás dos eletrodomésticos, juntas, rodapés e acessórios.',
      },
      'fr-CA': {
        name: 'Grand ménage',
        description:
          'Un ménage de fond en comble : intérieur des armoires, derrière les électroménagers, joints, plinthes et accessoires.',
      },
    },
  },
  {
    name: 'Move-in/Move-out Cleaning',
    description: 'An empty home made spotless for the keys to change hands.',
    basePriceCents: 11999,
    durationHours: 5,
    translations: {
      'pt-PT': {
        name: 'Limpeza de mudança',
        description: 'Uma casa vazia deixada impecável para a entrega das chaves.',
      },
      'fr-CA': {
        name: 'Ménage de déménagement',
        description: 'Un logement vide rendu impeccable pour la remise des clés.',
      },
    },
  },
  {
    name: 'Post-Construction Cleaning',
    description: 'Dust, debris and paint spots removed after building or renovation work.',
    basePriceCents: 14999,
    durationHours: 6,
    translations: {
      'pt-PT': {
        name: 'Limpeza pós-obra',
        description: 'Pó, entulho e manchas de tinta removidos depois de obras ou remodelações.',
      },
      'fr-CA': {
        name: 'Ménage après travaux',
        description:
          'Poussière, débris et taches de peinture enlevés après des travaux de construction ou de rénovation.',
      },
    },
  },
  {
    name: 'Office Cleaning',
    description: 'Desks, meeting rooms, kitchens and washrooms for small offices.',
    basePriceCents: 6999,
    durationHours: 3,
    translations: {
      'pt-PT': {
        name: 'Limpeza de escritórios',
        description: 'Secretárias, salas de reuniões, copas e casas de banho de pequenos escritórios.',
      },
      'fr-CA': {
        name: 'Entretien de bureaux',
        description: 'Postes de travail, salles de réunion, cuisinettes et toilettes de petits bureaux.',
      },
    },
  },
  {
    name: 'Carpet Cleaning',
    description: 'Shampoo and stain treatment for carpets and rugs.',
    basePriceCents: 5999,
    durationHours: 2,
    translations: {
      'pt-PT': {
        name: 'Limpeza de alcatifas',
        description: 'Lavagem com champô e tratamento de nódoas em alcatifas e tapetes.',
      },
      'fr-CA': { name: 'Nettoyage de tapis', description: 'Shampoing et détachage des tapis et moquettes.' },
    },
  },
  {
    name: 'Window Cleaning',
    description: 'Inside and outside panes, frames and sills within safe reach.',
    basePriceCents: 3999,
    durationHours: 1.5,
    translations: {
      'pt-PT': {
        name: 'Limpeza de janelas',
        description: 'Vidros por dentro e por fora, caixilhos e parapeitos ao alcance em segurança.',
      },
      'fr-CA': {
        name: 'Lavage de vitres',
        description: 'Vitres intérieures et extérieures, cadres et rebords accessibles en toute sécurité.',
      },
    },
  },
  {
    name: 'Laundry Services',
    description: 'Washing, drying, folding and ironing during the visit.',
    basePriceCents: 2999,
    durationHours: 1.5,
    translations: {
      'pt-PT': {
        name: 'Tratamento de roupa',
        description: 'Lavar, secar, dobrar e passar a ferro durante a visita.',
      },
      'fr-CA': {
        name: 'Service de lessive',
        description: 'Lavage, séchage, pliage et repassage pendant la visite.',
      },
    },
  },
] as const;

export const ADD_ONS = [
  {
    name: 'Oven Cleaning',
    description: 'Inside the oven, racks and door glass degreased.',
    priceCents: 2000,
    translations: {
      'pt-PT': {
        name: 'Limpeza do forno',
        description: 'Interior do forno, grelhas e vidro da porta desengordurados.',
      },
      'fr-CA': {
        name: 'Nettoyage du four',
        description: 'Intérieur du four, grilles et vitre de la porte dégraissés.',
      },
    },
  },
  {
    name: 'Pet Hair Removal',
    description: 'Extra vacuuming of sofas, rugs and corners.',
    priceCents: 1500,
    translations: {
      'pt-PT': {
        name: 'Remoção de pelo de animais',
        description: 'Aspiração extra de sofás, tapetes e cantos.',
      },
      'fr-CA': {
        name: 'Retrait des poils d’animaux',
        description: 'Passage d’aspirateur supplémentaire sur les sofas, les tapis et dans les coins.',
      },
    },
  },
  {
    name: 'Balcony Cleaning',
    description: 'Floor swept and washed, railings wiped.',
    priceCents: 1500,
    translations: {
      'pt-PT': { name: 'Limpeza da varanda', description: 'Chão varrido e lavado, corrimãos limpos.' },
      'fr-CA': { name: 'Nettoyage du balcon', description: 'Plancher balayé et lavé, rampes essuyées.' },
    },
  },
  {
    name: 'Window Cleaning',
    description: 'Inside of all reachable windows and sills.',
    priceCents: 2500,
    translations: {
      'pt-PT': {
        name: 'Limpeza de janelas',
        description: 'Interior de todas as janelas e parapeitos ao alcance.',
      },
      'fr-CA': {
        name: 'Lavage de vitres',
        description: 'Intérieur de toutes les fenêtres et de tous les rebords accessibles.',
      },
    },
  },
  {
    name: 'Inside the Fridge',
    description: 'Shelves and drawers emptied, washed and dried.',
    priceCents: 1500,
    translations: {
      'pt-PT': {
        name: 'Interior do frigorífico',
        description: 'Prateleiras e gavetas esvaziadas, lavadas e secas.',
      },
      'fr-CA': {
        name: 'Intérieur du réfrigérateur',
        description: 'Tablettes et tiroirs vidés, lavés et séchés.',
      },
    },
  },
] as const;

export const FAQ = [
  {
    category: 'Pricing',
    question: 'How much does a basic cleaning cost?',
    answer:
      'A basic cleaning is €49.99 and covers the kitchen, bathroom, living room and up to two bedrooms. Prices by home size are shown when you book.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'Quanto custa uma limpeza básica?',
        answer:
          'Uma limpeza básica custa 49,99 € e inclui a cozinha, a casa de banho, a sala e até dois quartos. Os preços por tipologia são apresentados quando faz a marcação.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Combien coûte un ménage de base?',
        answer:
          'Un ménage de base coûte 49,99 $ et comprend la cuisine, la salle de bain, le salon et jusqu’à deux chambres. Les prix selon la taille du logement sont affichés au moment de réserver.',
      },
    },
  },
  {
    category: 'Pricing',
    question: 'What if the cleaning takes longer than planned?',
    answer:
      'The base price covers up to 2.5 hours. Extra time is €30 per additional hour, billed in started 30-minute blocks of €10.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'E se a limpeza demorar mais do que o previsto?',
        answer:
          'O preço base cobre até 2,5 horas. O tempo extra custa 30 € por hora adicional, cobrado em blocos de 30 minutos iniciados, a 10 € cada.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Et si le ménage prend plus de temps que prévu?',
        answer:
          'Le prix de base couvre jusqu’à 2,5 heures. Le temps supplémentaire coûte 30 $ l’heure, facturé par tranche de 30 minutes entamée, à 10 $ la tranche.',
      },
    },
  },
  {
    category: 'Services',
    question: 'Which extras can I add?',
    answer: 'Add-ons include oven cleaning, pet hair removal, balcony cleaning and window cleaning.',
    translations: {
      'pt-PT': {
        category: 'Serviços',
        question: 'Que extras posso adicionar?',
        answer:
          'Os extras incluem a limpeza do forno, a remoção de pelo de animais, a limpeza da varanda e a limpeza de janelas.',
      },
      'fr-CA': {
        category: 'Services',
        question: 'Quels extras puis-je ajouter?',
        answer:
          'Les extras comprennent le nettoyage du four, le retrait des poils d’animaux, le nettoyage du balcon et le lavage de vitres.',
      },
    },
  },
  {
    category: 'Services',
    question: 'Do I need a custom service?',
    answer:
      'Tell your cleaner what you need in the special instructions when you book, or choose Deep Cleaning or Move-in/Move-out Cleaning.',
    translations: {
      'pt-PT': {
        category: 'Serviços',
        question: 'Preciso de um serviço à medida?',
        answer:
          'Diga ao profissional o que precisa nas instruções especiais quando fizer a marcação, ou escolha a Limpeza profunda ou a Limpeza de mudança.',
      },
      'fr-CA': {
        category: 'Services',
        question: 'J’ai besoin d’un service sur mesure?',
        answer:
          'Indiquez à votre préposé ce dont vous avez besoin dans les instructions particulières au moment de réserver, ou choisissez le Grand ménage ou le Ménage de déménagement.',
      },
    },
  },
  {
    category: 'Booking',
    question: 'Do I need to be at home during the cleaning?',
    answer: 'No. Presence at home is not required: leave access instructions in the special instructions.',
    translations: {
      'pt-PT': {
        category: 'Marcações',
        question: 'Preciso de estar em casa durante a limpeza?',
        answer:
          'Não. Não é necessário estar em casa: deixe as indicações de acesso nas instruções especiais.',
      },
      'fr-CA': {
        category: 'Réservations',
        question: 'Dois-je être à la maison pendant le ménage?',
        answer:
          'Non. Votre présence n’est pas requise : laissez les indications d’accès dans les instructions particulières.',
      },
    },
  },
  {
    category: 'Payments',
    question: 'When is my card charged?',
    answer: 'Only after your cleaner confirms the booking. Nothing is charged when you request it.',
    translations: {
      'pt-PT': {
        category: 'Pagamentos',
        question: 'Quando é que o meu cartão é cobrado?',
        answer: 'Só depois de o profissional confirmar a marcação. Nada é cobrado quando faz o pedido.',
      },
      'fr-CA': {
        category: 'Paiements',
        question: 'Quand ma carte est-elle débitée?',
        answer:
          'Seulement après la confirmation de la réservation par votre préposé. Rien n’est débité au moment de la demande.',
      },
    },
  },
  {
    category: 'Booking',
    question: 'Can I cancel a booking?',
    answer: 'Yes, free of charge until 24 hours before the start. After that, please contact support.',
    translations: {
      'pt-PT': {
        category: 'Marcações',
        question: 'Posso cancelar uma marcação?',
        answer: 'Sim, sem custos até 24 horas antes do início. Depois disso, contacte o apoio ao cliente.',
      },
      'fr-CA': {
        category: 'Réservations',
        question: 'Puis-je annuler une réservation?',
        answer:
          'Oui, sans frais jusqu’à 24 heures avant le début. Passé ce délai, veuillez communiquer avec le soutien.',
      },
    },
  },
] as const;
