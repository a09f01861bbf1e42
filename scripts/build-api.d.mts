export function buildApi(options?: { force?: boolean }): Promise<void>;
