/**
 * Errors that say the client went away: it closed or reset the connection, ended it halfway through its
 * body (the HTTP parser's "Invalid EOF state"), or took longer than the request timeout. No fault of ours.
 */
const clientGoneCodes = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'HPE_INVALID_EOF_STATE',
  'ERR_HTTP_REQUEST_TIMEOUT',
]);

export const isClientGone = (error: NodeJS.ErrnoException): boolean =>
  clientGoneCodes.has(error.code ?? '') || error.message === 'aborted';
