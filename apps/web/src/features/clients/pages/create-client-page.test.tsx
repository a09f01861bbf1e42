import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const companies = {
  data: [
    { companiesId: 7, name: 'Mindanao Rice Traders' },
    { companiesId: 8, name: 'Cebu Steel Corp' },
  ],
};
type User = ReturnType<typeof renderApp>['user'];
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fillRequired(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Juan');
  await user.type(field('Last name'), 'Dela Cruz');
  await user.type(field('Email'), 'juan@example.ph');
  await user.type(field('Mobile number'), '09171234567');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));
const confirmDialog = () => screen.findByRole('dialog', { name: 'Submit Client?' });

describe('Add Client', () => {
  it('shows the required messages on their fields and asks nothing', async () => {
    signIn('commercial');
    const { user } = renderApp('/commercial/clients/new');
    await screen.findByRole('textbox', { name: /^First name/ });
    await submit(user);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Mobile number must be at least 10 digits',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Invalid email address and Mobile number must be no more than 15 digits', async () => {
    signIn('commercial');
    const { user } = renderApp('/commercial/clients/new');
    await fillRequired(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'juan@');
    await user.type(field('Mobile number'), '123456');
    await submit(user);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be no more than 15 digits')).toBeInTheDocument();
  });

  it('confirms with Submit Client?, sends the filled fields only, says Client created successfully and empties the form', async () => {
    let sent: unknown;
    const fetchMock = signIn('commercial', {
      'GET /companies/company-names': () => ({ body: companies }),
      'POST /clients/': ({ body }) => {
        sent = body;
        return { status: 201, body: { id: 1 } };
      },
    });
    const { user } = renderApp('/commercial/clients/new');
    await fillRequired(user);
    await user.type(field('City'), 'Davao City');
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Mindanao Rice Traders', hidden: true }));
    await submit(user);

    const dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Client created successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      email: 'juan@example.ph',
      mobile_number: '09171234567',
      city: 'Davao City',
      company_id: 7,
      is_shipping_address_same_to_billing: true,
    });
    expect(field('First name')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/companies/company-names'))).toBe(true);
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const fetchMock = signIn('commercial');
    const { user } = renderApp('/commercial/clients/new');
    await fillRequired(user);
    await submit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(field('First name')).toHaveValue('Juan');
  });

  it('puts server messages on their fields, and says An unexpected error occurred while creating the client', async () => {
    let reply = {
      status: 422,
      body: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email address', type: 'invalid_format' }] },
    };
    signIn('commercial', { 'POST /clients/': () => reply });
    const { user } = renderApp('/commercial/clients/new');
    await fillRequired(user);
    await submit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    reply = { status: 500, body: {} as never };
    await submit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An unexpected error occurred while creating the client')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Juan');
  });

  it('takes a mobile number with a leading + and spaces, and refuses other characters with their message', async () => {
    signIn('commercial', { 'POST /clients/': () => ({ status: 201, body: { id: 1 } }) });
    const { user } = renderApp('/commercial/clients/new');
    await fillRequired(user);
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '0917-123-4567');
    await submit(user);
    expect(await screen.findByText('Mobile number may hold only digits, spaces and a leading +')).toBeInTheDocument();
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '+63 917 123 4567');
    await submit(user);
    expect(await confirmDialog()).toBeInTheDocument();
  });

  it('brings the outcome of a long form into view, and asks before leaving it half filled', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    signIn('commercial', { 'POST /clients/': () => ({ status: 500, body: {} }) });
    const { user, router } = renderApp('/commercial/clients/new');
    await fillRequired(user);
    await act(() => router.navigate('/commercial/clients'));
    const leave = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay on this page' }));

    await submit(user);
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Submit' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An unexpected error occurred while creating the client');
    expect(scrolled.mock.contexts).toContainEqual(banner.parentElement);
    scrolled.mockRestore();
  });
});
