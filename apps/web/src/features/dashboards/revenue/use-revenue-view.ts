import type { CargoHandlerType } from '@portside/contracts/cargo-handlers';
import { cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { useSearchParams } from 'react-router';

/** Spec 4's revenue page views: the category table, or a category's drill-down. */
export type RevenueView = 'categories' | CargoHandlerType;

/**
 * The view in the URL (`view=stevedoring`), beside the filters: the browser's Back leaves a drill-down like the
 * page's Back, and a reload stays in it. `backSearch` is the URL's query without it (the page's Back link).
 */
export function useRevenueView() {
  const [params, setParams] = useSearchParams();
  const view: RevenueView = cargoHandlerTypes.find((category) => category === params.get('view')) ?? 'categories';
  const drill = (category: CargoHandlerType) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('view', category);
      return next;
    });
  const back = new URLSearchParams(params);
  back.delete('view');
  return { view, drill, backSearch: `?${back.toString()}` };
}
