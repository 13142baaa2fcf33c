/** A business failure: the head the gateway answers with (status and a Chinese message). */
export class Refusal extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}
