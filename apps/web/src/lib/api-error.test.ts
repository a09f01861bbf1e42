import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './api-error';

const fallback = 'Failed to fetch vessels';

describe('errorMessage', () => {
  it("prefers the server's detail, then the validation messages, then its message (spec 8)", () => {
    expect(errorMessage(new ApiError(409, { detail: 'Shipping line already exists.' }), fallback)).toBe(
      'Shipping line already exists.',
    );
    const issues = [
      { loc: ['body', 'name'], msg: 'Vessel name is required', type: 'x' },
      { loc: ['body', 'voyage_number'], msg: 'Voyage number is required', type: 'x' },
    ];
    expect(errorMessage(new ApiError(422, { detail: issues }), fallback)).toBe(
      'Vessel name is required\nVoyage number is required',
    );
    expect(errorMessage(new ApiError(404, { message: 'Vessel not found.' }), fallback)).toBe('Vessel not found.');
    expect(errorMessage(new ApiError(400, {}), fallback)).toBe(fallback);
  });

  it.each([500, 502, 503, 504])('never shows the body of a %d: the fallback of the catalogue instead', (status) => {
    const error = new ApiError(status, { detail: 'relation "vessels" does not exist', message: 'Bad Gateway' });
    expect(errorMessage(error, fallback)).toBe(fallback);
  });

  it('says the fallback for a body that was not JSON (a proxy page) and for a network failure', () => {
    expect(errorMessage(new ApiError(502, null), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
