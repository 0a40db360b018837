// What <swap-orders> asks for: each filter as the service's query (filter[fillStatus], filter[isPayoutStatusFinal]).
export const ORDER_FILTERS = ['all', 'open', 'done'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const PAGE_SIZE = 20;

export function queryOf(filter: OrderFilter, after?: string) {
  const page = { size: PAGE_SIZE, ...(after ? { after } : {}) };
  if (filter === 'open')
    return { ...page, fillStatus: ['AWAITING_DEPOSIT', 'UNTRIGGERED', 'OPEN', 'PARTIALLY_FILLED'] };
  if (filter === 'done') return { ...page, isPayoutStatusFinal: true };
  return page;
}

export const FILTER_WORDS = { all: 'filterAll', open: 'filterOpen', done: 'filterDone' } as const;
