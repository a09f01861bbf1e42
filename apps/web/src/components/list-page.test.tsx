import type { Page } from '@portside/contracts/lists';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { ApiError } from '../lib/api-client';
import { useListState } from '../lib/use-list-state';
import { ListPage } from './list-page';

type Fruit = { id: number; name: string };
type FruitQuery = { q?: string; sort?: string; order?: string; limit: number; offset: number };
const fruits: Fruit[] = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elderberry'].map((name, index) => ({
  id: index + 1,
  name,
}));

/** The server: searched by name, sorted by name, one page. */
function answer({ q, order, limit, offset }: FruitQuery): Page<Fruit> {
  const found = fruits.filter((fruit) => fruit.name.toLowerCase().includes(q?.toLowerCase() ?? ''));
  if (order === 'desc') found.reverse();
  return { data: found.slice(offset, offset + limit), total: found.length, limit, offset };
}

function FruitsPage({ load }: { load: (query: FruitQuery) => Promise<Page<Fruit>> }) {
  const list = useListState({ pageSize: 2, sort: { keys: ['name', 'id'], key: 'id', order: 'asc' } });
  const result = useQuery({ queryKey: ['fruits', list.query], queryFn: () => load(list.query) });
  return (
    <ListPage
      title="Fruits"
      search="Search fruits"
      list={list}
      result={result}
      columns={[{ key: 'name', header: 'Name', sortKey: 'name', render: (fruit) => fruit.name }]}
      rowKey={(fruit) => fruit.id}
      empty="No fruits found."
      fetchFailed="Failed to fetch fruits"
    />
  );
}

function renderList(path: string, load = vi.fn(async (query: FruitQuery) => answer(query))) {
  const router = createMemoryRouter(
    [
      { path: '/fruits', element: <FruitsPage load={load} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/elsewhere', path], initialIndex: 1 },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, load, user: userEvent.setup() };
}

const shown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const params = (router: ReturnType<typeof renderList>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('ListPage', () => {
  it('hides the unknown last page of a capped total and keeps Next', async () => {
    // The server counted 4 rows and stopped: there are more (pageSchema's totalCapped).
    const load = vi.fn(async (query: FruitQuery) => ({
      ...answer({ ...query, q: undefined }),
      totalCapped: true as const,
    }));
    const { user, router } = renderList('/fruits', load);
    const pages = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', 'Next']);
    expect(pages).toHaveTextContent('…');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(params(router)).toEqual({ page: '2' }));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows the last page for a link past it, correcting the URL in place', async () => {
    const { router } = renderList('/fruits?page=9');
    await waitFor(() => expect(params(router)).toEqual({ page: '3' }));
    expect(await screen.findByText('Elderberry')).toBeInTheDocument();
    expect(screen.queryByText('No fruits found.')).not.toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a failed load with Retry and never the empty text, and loads again on Retry', async () => {
    let fail = true;
    const load = vi.fn(async (query: FruitQuery) => {
      if (fail) throw new ApiError(503, { detail: 'upstream connect error or disconnect/reset before headers' });
      return answer(query);
    });
    const { user } = renderList('/fruits', load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch fruits');
    expect(screen.queryByText(/upstream/)).not.toBeInTheDocument();
    expect(screen.queryByText('No fruits found.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('cell', { name: 'Apple' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty text when the call succeeds with no rows', async () => {
    renderList('/fruits?q=kiwi');
    expect(await screen.findByText('No fruits found.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the search, sort and page from the URL', async () => {
    const { load } = renderList('/fruits?q=e&sort=name&order=desc&page=2');
    await screen.findByRole('cell', { name: 'Apple' });
    expect(load).toHaveBeenLastCalledWith({ q: 'e', sort: 'name', order: 'desc', limit: 2, offset: 2 });
    expect(shown()).toEqual(['Apple']);
    expect(screen.getByRole('textbox', { name: 'Search fruits' })).toHaveValue('e');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('falls back to the defaults for values of the URL that make no sense', async () => {
    const { load } = renderList('/fruits?sort=colour&order=up&page=-2');
    await screen.findByRole('cell', { name: 'Apple' });
    expect(load).toHaveBeenLastCalledWith({ sort: 'id', order: 'asc', limit: 2, offset: 0 });
    for (const page of ['0', '1.5', 'two']) {
      const { load: again } = renderList(`/fruits?page=${page}`);
      await waitFor(() => expect(again).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 0 })));
    }
  });

  it('pushes a history entry for a page or a sort, so Back returns to the previous one', async () => {
    const { router, user } = renderList('/fruits');
    await screen.findByRole('cell', { name: 'Apple' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('cell', { name: 'Cherry' });
    expect(params(router)).toEqual({ page: '2' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(params(router)).toEqual({ sort: 'name', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(params(router)).toEqual({ sort: 'name', order: 'desc' });
    await screen.findByRole('cell', { name: 'Elderberry' });

    await router.navigate('/elsewhere');
    await router.navigate(-1);
    await screen.findByRole('cell', { name: 'Elderberry' });
    expect(shown()).toEqual(['Elderberry', 'Damson']);
    await router.navigate(-1);
    await router.navigate(-1);
    await screen.findByRole('cell', { name: 'Cherry' });
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes what was typed into the URL in place of the current entry, from page 1', async () => {
    const { router, user } = renderList('/fruits?page=2');
    await screen.findByRole('cell', { name: 'Cherry' });
    const box = screen.getByRole('textbox', { name: 'Search fruits' });
    await user.type(box, ' an ');
    await waitFor(() => expect(params(router)).toEqual({ q: 'an' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('cell', { name: 'Banana' });
    expect(box).toHaveValue(' an ');

    await router.navigate(-1);
    await screen.findByText('Elsewhere');
    await router.navigate(1);
    await screen.findByRole('cell', { name: 'Banana' });
    expect(screen.getByRole('textbox', { name: 'Search fruits' })).toHaveValue('an');
  });

  it('follows the URL when it changes from outside, the search box too', async () => {
    const { router } = renderList('/fruits?q=apple');
    await screen.findByRole('cell', { name: 'Apple' });
    await router.navigate('/fruits?q=cherry');
    await screen.findByRole('cell', { name: 'Cherry' });
    expect(screen.getByRole('textbox', { name: 'Search fruits' })).toHaveValue('cherry');
  });
});
