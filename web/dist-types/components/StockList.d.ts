import { type StockRow } from '@bourse/react-hooks';
import type { PagedStore } from '../storeTypes.js';
/** The /kline address of a stock row (trading spec §2: query id, code, market). */
export declare const klinePath: (row: Pick<StockRow, 'id' | 'code' | 'market' | 'name'>) => string;
/** A paged stock list (market tabs, search results), 15 a page with infinite scroll; a row opens its chart. */
export declare const StockList: <Filter>({ store }: {
    store: PagedStore<StockRow, Filter>;
}) => import("react").JSX.Element;
//# sourceMappingURL=StockList.d.ts.map