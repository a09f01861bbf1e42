import { describe, expect, it } from 'vitest';
import { clientFullName } from './clients';

describe('clientFullName', () => {
  it('joins the names in order, leaving the empty ones out', () => {
    const name = { firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', suffix: 'Jr.' };
    expect(clientFullName(name)).toBe('Juan Santos Dela Cruz Jr.');
    expect(clientFullName({ ...name, middleName: null, suffix: '' })).toBe('Juan Dela Cruz');
  });
});
