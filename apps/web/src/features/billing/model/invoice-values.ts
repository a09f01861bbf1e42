import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingInvoiceBody,
  billingInvoiceBodySchema,
  type InvoiceKind,
  type StorageInvoiceBody,
  storageInvoiceBodySchema,
} from '@portside/contracts/billing';
import type { Resolver } from 'react-hook-form';

/** A storage invoice's own fields as typed: its last day, and its waiver (blank: none). */
export type StorageValues = { storageTo: string; waivedDays: number | ''; waivedAmount: string; waiverReason: string };

/**
 * The invoice form's values: the vessel only chooses the BLs shown; no BL before one is chosen (the schema then says
 * Item ID is required). A storage invoice adds its last day and its waiver.
 */
export type InvoiceValues = Omit<BillingInvoiceBody, 'itemId'> &
  StorageValues & { itemId: number | undefined; vesselId: number | null; kind: InvoiceKind };
export type InvoiceOutput = (BillingInvoiceBody & { kind: 'handling' }) | (StorageInvoiceBody & { kind: 'storage' });

/** The storage fields as the schema reads them: blank waivers are none. */
export const storageBodyOf = (values: InvoiceValues) => ({
  ...values,
  waivedDays: values.waivedDays === '' ? 0 : values.waivedDays,
  waivedAmount: values.waivedAmount.trim() || '0.00',
  waiverReason: values.waiverReason.trim() ? values.waiverReason : undefined,
});

// Typed as the form holds its values (no BL yet: undefined); each schema then says what is missing.
const handlingResolver = zodResolver(billingInvoiceBodySchema) as unknown as Resolver<
  InvoiceValues,
  unknown,
  BillingInvoiceBody
>;
const storageResolver = zodResolver(storageInvoiceBodySchema) as unknown as Resolver<
  ReturnType<typeof storageBodyOf>,
  unknown,
  StorageInvoiceBody
>;

/** Each kind of invoice by its own schema; the output keeps its kind, to be sent to its own call. */
export const invoiceResolver: Resolver<InvoiceValues, unknown, InvoiceOutput> = async (values, context, options) => {
  const checked =
    values.kind === 'storage'
      ? await storageResolver(storageBodyOf(values), context, options as never)
      : await handlingResolver(values, context, options as never);
  if (Object.keys(checked.errors).length > 0) return { values: {}, errors: checked.errors };
  return { values: { ...checked.values, kind: values.kind } as InvoiceOutput, errors: {} };
};
