/**
 * Reference data every installation needs (docs/product-rules.md#prices-and-home-types). Seeded idempotently
 * at every start.
 */
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
