import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepTypeAhead, takeTypeAhead, typedAhead } from './type-ahead';

const type = (target: Element, keys: string[]) => {
  for (const key of keys) fireEvent.keyDown(target, { key });
};

beforeAll(() => keepTypeAhead());
afterEach(() => {
  takeTypeAhead();
  document.body.replaceChildren();
});

describe('type-ahead', () => {
  it('keeps what is typed outside text fields up to its Enter, until taken', () => {
    type(document.body, [...'mnl-001', 'Enter', ...'more']);
    expect(typedAhead()).toEqual({ text: 'mnl-001', entered: true });
    expect(takeTypeAhead()).toEqual({ text: 'mnl-001', entered: true });
    expect(takeTypeAhead()).toEqual({ text: '', entered: false });
  });

  it('leaves what is typed into a field to the field, and shortcuts alone', () => {
    const field = document.body.appendChild(document.createElement('input'));
    type(field, [...'secret', 'Enter']);
    fireEvent.keyDown(document.body, { key: 'p', ctrlKey: true });
    type(document.body, ['Tab', 'Shift']);
    expect(typedAhead()).toEqual({ text: '', entered: false });
  });

  it('forgets what was typed before a pause of ten seconds', () => {
    vi.useFakeTimers();
    type(document.body, [...'old']);
    vi.advanceTimersByTime(10_001);
    expect(typedAhead()).toEqual({ text: '', entered: false });
    type(document.body, [...'new']);
    expect(typedAhead()).toEqual({ text: 'new', entered: false });
  });
});
