// What the tests' TypeScript uses of damaged-streams.mjs (the reader process loads it as plain JavaScript).
export function judgeStreams(data: Uint8Array): 'whole' | 'damaged' | 'tooHeavy' | 'unjudged';
