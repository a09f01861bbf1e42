import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const entry = (id: number) => ({
  id,
  createdAt: '2025-03-01T02:00:00Z',
  userId: 1,
  username: 'admin',
  action: 'update',
  entity: 'vessels',
  entityId: String(id),
  before: { name: 'MV A' },
  after: { name: 'MV B' },
  reason: 'Voyage typed for the wrong call',
});

function openAuditLog(path: string) {
  const queries: Record<string, string>[] = [];
  signIn('admin', {
    'GET /audit-log': ({ url }) => {
      queries.push(Object.fromEntries(url.searchParams));
      return { body: { data: [entry(1)], total: 45, limit: 20, offset: 20 } };
    },
    'GET /audit-log/entities': () => ({ body: { data: ['vessels'] } }),
    'GET /users/': () => ({ body: { data: [], total: 0, limit: 20, offset: 0 } }),
  });
  return { ...renderApp(path), queries };
}

describe('audit log page', () => {
  it('reads its filters and page from the URL, leaving out the values the server would refuse', async () => {
    const { queries } = openAuditLog('/admin/audit-log?action=update&from=2025-01-01&to=someday&userId=x&page=2');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.at(-1)).toEqual({ action: 'update', from: '2025-01-01', limit: '20', offset: '20' });
    expect(await screen.findByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(screen.getByText('Reason: Voyage typed for the wrong call')).toBeInTheDocument();
  });

  it('writes a changed filter into the URL and starts again at page 1', async () => {
    const { router, user, queries } = openAuditLog('/admin/audit-log?page=3');
    await screen.findByRole('button', { name: '3' });
    await user.type(screen.getByLabelText('To'), '2025-02-01');
    await waitFor(() => expect(router.state.location.search).toBe('?to=2025-02-01'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ to: '2025-02-01', offset: '0' }));
  });
});
