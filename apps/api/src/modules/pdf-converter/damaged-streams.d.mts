// What the tests' TypeScript uses of damaged-streams.mjs (the reader process loads it as plain JavaScript).
export function hasDamagedStream(data: Uint8Array): boolean;
