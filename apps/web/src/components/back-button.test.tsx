import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackButton } from './back-button';

function renderIn(direction: 'ltr' | 'rtl') {
  render(
    <DirectionProvider initialDirection={direction}>
      <MantineProvider>
        <MemoryRouter>
          <BackButton to="/dashboard">Back</BackButton>
        </MemoryRouter>
      </MantineProvider>
    </DirectionProvider>,
  );
  return screen.getByRole('link', { name: 'Back' }).querySelector('svg');
}

describe('BackButton', () => {
  it('points its arrow left in a left-to-right language', () => {
    expect(renderIn('ltr')).toHaveClass('tabler-icon-arrow-left');
  });

  it('points its arrow right in a right-to-left language (Urdu), back in its reading direction', () => {
    expect(renderIn('rtl')).toHaveClass('tabler-icon-arrow-right');
  });
});
