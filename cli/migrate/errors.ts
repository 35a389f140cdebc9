/** A failure the developer can act on: what went wrong, and the command or edit that fixes it. */
export class MigrateError extends Error {
  override readonly name = "MigrateError";

  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message);
  }
}
