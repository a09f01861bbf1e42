import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { ConfirmDialog } from './confirm-dialog';

const open = (deletes?: boolean) =>
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Question"
      message="Sure?"
      cancelLabel="Cancel"
      confirmLabel="Yes"
      deletes={deletes}
      onCancel={() => {}}
      onConfirm={() => {}}
    />,
  );

describe('ConfirmDialog', () => {
  it('has a red confirm button only when it deletes', async () => {
    open(true);
    expect((await screen.findByRole('button', { name: 'Yes' })).getAttribute('style')).toContain('red');
  });

  it('confirms anything else in the primary colour', async () => {
    open();
    expect((await screen.findByRole('button', { name: 'Yes' })).getAttribute('style') ?? '').not.toContain('red');
  });
});
