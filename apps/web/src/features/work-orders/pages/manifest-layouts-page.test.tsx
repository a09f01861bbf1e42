import type { ManifestLayout } from '@portside/contracts/manifest-layouts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('manifest layouts page', () => {
  it("lists each layout's columns with their fields, a stacked column with both", async () => {
    const layout: ManifestLayout = {
      id: 3,
      shippingLineId: 7,
      shippingLine: 'Mindoro Lines',
      columns: [
        { label: 'B/L NO.', field: 'blNo' },
        { label: 'EXPORTER CNEE', field: 'shipper', below: 'consignee' },
        { label: 'PKGS', field: 'noOfPackages' },
        { label: 'REMARKS', field: null },
      ],
      updatedAt: '2026-11-28T08:00:00.000Z',
      updatedBy: 'commercial',
    };
    signIn('commercial', { 'GET /manifest-layouts/': () => ({ body: { data: [layout] } }) });
    renderApp('/work-order/layouts');
    expect(await screen.findByText('EXPORTER CNEE: Shipper over Consignee')).toBeInTheDocument();
    expect(screen.getByText('B/L NO.: B/L number')).toBeInTheDocument();
    expect(screen.queryByText(/REMARKS/)).not.toBeInTheDocument();
  });
});
