import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '../features/admin/paths';
import { clearancePaths } from '../features/clearances/paths';
import { clientPaths } from '../features/clients/paths';
import { companyPaths } from '../features/companies/paths';
import { shippingPaths } from '../features/shipping/paths';
import { vesselPaths } from '../features/vessels/paths';
import { signIn } from './mock-api';
import { renderApp } from './render-app';

const emptyList = () => ({ body: { data: [], total: 0, limit: 20, offset: 0 } });

/** One look for every create form (issue 9 point 11): a title, one Submit, and a required mark on every field it refuses empty. */
describe.each([
  ['admin', adminPaths.newUser(), 'Create User'],
  ['admin', companyPaths.new(), 'Create Company'],
  ['commercial', vesselPaths.new(), 'Add Vessel'],
  ['commercial', shippingPaths.newLine(), 'Create Shipping Line'],
  ['commercial', shippingPaths.newAgent(), 'Create Shipping Agent'],
  ['commercial', clientPaths.new(), 'Add Client'],
  ['commercial', clearancePaths.new(), 'Create Clearance'],
])('as %s, %s', (role, path, title) => {
  it(`is titled ${title}, sent by Submit, its required fields marked`, async () => {
    signIn(role, {
      'GET /kinds-of-company/': emptyList,
      'GET /shipping-lines/': emptyList,
      'GET /companies/shipping-agents': emptyList,
      'GET /companies/company-names': emptyList,
      'GET /vessels/completed': () => ({ body: { data: [] } }),
    });
    const { user } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const submits = screen.getAllByRole('button', { name: 'Submit' });
    expect(submits).toHaveLength(1);
    await user.click(submits[0] as HTMLElement);
    await waitFor(() => expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
    const refused = [...document.querySelectorAll('input[aria-invalid="true"], textarea[aria-invalid="true"]')];
    for (const field of refused) expect(field, field.id).toBeRequired();
  });
});
