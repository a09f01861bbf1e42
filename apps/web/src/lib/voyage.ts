/** Spec: a vessel is shown as "name V.voyage"; a voyage number already written with its "V." keeps one. */
export const voyageAfterV = (voyageNumber: string) => voyageNumber.replace(/^v\.\s*/i, '');
