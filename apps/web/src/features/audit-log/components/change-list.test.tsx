import { auditEntities } from '@portside/contracts/audit-log';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { ChangeList } from './change-list';
import { entityLabel } from './labels';

describe('the changes of an audit entry', () => {
  it('names the fields and shows dates in the settings time zone, yes / no, roles and account changes', async () => {
    mockApi({ 'GET /settings/time-zone': () => ({ body: { timeZone: 'Asia/Tokyo' } }) });
    renderWithProviders(
      <ChangeList
        before={{ role: 'commercial', isActive: true, arrivalDate: '2025-03-04', voyageNumber: 'V1' }}
        after={{ role: 'finance', isActive: false, arrivalDate: '2025-03-05', voyageNumber: 'V1', endedSessions: 2 }}
      />,
    );
    expect(screen.getByText('Department')).toBeInTheDocument();
    expect(screen.getByText('Commercial')).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Sessions ended')).toBeInTheDocument();
    // Unchanged fields are left out.
    expect(screen.queryByText('Voyage number')).not.toBeInTheDocument();
  });

  it('shows instants in the time zone of the settings, and an account change by its name', async () => {
    mockApi({ 'GET /settings/time-zone': () => ({ body: { timeZone: 'Asia/Tokyo' } }) });
    renderWithProviders(<ChangeList before={null} after={{ change: 'password', createdAt: '2025-03-04T15:30:00Z' }} />);
    expect(screen.getByText('Password changed')).toBeInTheDocument();
    expect(await screen.findByText('Mar 5, 2025, 12:30 AM')).toBeInTheDocument();
  });

  it('has a name for every audited entity', () => {
    for (const entity of auditEntities) {
      expect(i18n.exists(`auditLog.entities.${entity}`), entity).toBe(true);
    }
    expect(entityLabel(i18n.t, 'work_orders')).toBe('Work order');
  });
});
