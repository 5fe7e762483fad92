import type { AdminService, AdminServiceBody, ServicePrice } from '@limpa/contracts';
import {
  CURRENCIES,
  HOME_TYPES,
  type HomeType,
  isHiddenServiceName,
  isValidServiceCell,
  serviceNameFor,
  visibleServiceName,
} from '@limpa/domain';

/**
 * The admin catalogue form's copy of a service: texts as typed, the "shown to customers" switch, and each price
 * cell as the text of its two inputs (currency units and hours), keyed "T2 EUR". Turned back into a PATCH body
 * holding only what changed; the server checks everything again.
 */
export type Currency = (typeof CURRENCIES)[number];
export type CellKey = `${HomeType} ${Currency}`;
export interface CellText {
  price: string;
  hours: string;
}
export interface ServiceDraft {
  name: string;
  description: string;
  shown: boolean;
  cells: Record<CellKey, CellText>;
}

export const cellKey = (homeType: HomeType, currency: Currency): CellKey => `${homeType} ${currency}`;

const EMPTY_CELL: CellText = { price: '', hours: '' };

export function draftOf(service: AdminService): ServiceDraft {
  const cells = {} as Record<CellKey, CellText>;
  for (const homeType of HOME_TYPES) {
    for (const currency of CURRENCIES) cells[cellKey(homeType, currency)] = EMPTY_CELL;
  }
  for (const cell of service.prices) {
    cells[cellKey(cell.homeType, cell.currency)] = {
      price: (cell.priceCents / 100).toFixed(2),
      hours: String(cell.durationHours),
    };
  }
  return {
    name: visibleServiceName(service.name),
    description: service.description,
    shown: !isHiddenServiceName(service.name),
    cells,
  };
}

const PRICE = /^\d{1,5}([.,]\d{1,2})?$/;
const HOURS = /^\d{1,2}([.,]\d{1,2})?$/;
const number = (text: string) => Number(text.trim().replace(',', '.'));

/** The cell the two texts stand for, or null when they are not a price and a duration the rules allow. */
export function cellOf(homeType: HomeType, currency: Currency, text: CellText): ServicePrice | null {
  if (!PRICE.test(text.price.trim()) || !HOURS.test(text.hours.trim())) return null;
  const cell = {
    homeType,
    currency,
    priceCents: Math.round(number(text.price) * 100),
    durationHours: number(text.hours),
  };
  return isValidServiceCell(cell) ? cell : null;
}

/** The cells whose texts are not valid (to mark them), in home-type then currency order. */
export function invalidCells(draft: ServiceDraft, saved: ServiceDraft): CellKey[] {
  return (Object.keys(draft.cells) as CellKey[]).filter((key) => {
    const text = draft.cells[key];
    const before = saved.cells[key];
    if (text.price === before.price && text.hours === before.hours) return false;
    const [homeType, currency] = key.split(' ') as [HomeType, Currency];
    return cellOf(homeType, currency, text) === null;
  });
}

/** The PATCH body of what changed between `saved` and `draft` (valid cells only; see invalidCells). */
export function changesOf(draft: ServiceDraft, saved: ServiceDraft): AdminServiceBody {
  const body: AdminServiceBody = {};
  if (draft.name.trim() !== saved.name || draft.shown !== saved.shown) {
    body.name = serviceNameFor(draft.name, !draft.shown);
  }
  if (draft.description.trim() !== saved.description) body.description = draft.description.trim();
  const prices: ServicePrice[] = [];
  for (const key of Object.keys(draft.cells) as CellKey[]) {
    const text = draft.cells[key];
    const before = saved.cells[key];
    if (text.price === before.price && text.hours === before.hours) continue;
    const [homeType, currency] = key.split(' ') as [HomeType, Currency];
    const cell = cellOf(homeType, currency, text);
    if (cell) prices.push(cell);
  }
  if (prices.length > 0) body.prices = prices;
  return body;
}
