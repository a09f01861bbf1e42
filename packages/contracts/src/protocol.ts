/**
 * What the server answers to a request it cannot read as HTTP (Node's parser refuses it before the API sees it), or
 * one that arrives while it stops: in the API's own shape, `{"detail": ...}`.
 */
export const protocolMessages = {
  requestTimeout: 'The request did not arrive in time. Please try again.',
  malformedRequest: 'The request is not valid HTTP.',
  headersTooLarge: 'The request headers are too large.',
  stopping: 'The server is restarting. Please try again in a moment.',
};
