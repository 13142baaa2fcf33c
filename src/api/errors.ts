/** The one error type of the request layer (spec 000 §8). */
export class ApiError extends Error {
  /**
   * @param status the head's STATUS, or HTTP_<code>, NETWORK, DECRYPT for transport failures
   * @param message what the user is shown
   * @param operation the operationId of the call
   */
  constructor(
    readonly status: string,
    message: string,
    readonly operation: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  get sessionLost(): boolean {
    return this.status === '005' || this.status === '009';
  }

  /** No readable answer came (network, HTTP error, unreadable or malformed body): the server did not decide. */
  get transport(): boolean {
    return ['NETWORK', 'DECRYPT', 'BAD_RESPONSE'].includes(this.status) || this.status.startsWith('HTTP_');
  }
}
