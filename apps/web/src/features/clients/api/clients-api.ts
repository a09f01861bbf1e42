import type { Client, ClientBody, ListClientsQuery } from '@portside/contracts/clients';
import { registryApi } from '../../../lib/registry-api';
import { clientKeys } from './keys';

/** GET, POST /clients/, PUT and DELETE /clients/{id}: the client list and its pickers refresh after each change. */
export const clientsApi = registryApi<Client, ClientBody, ListClientsQuery>('/clients', clientKeys);
