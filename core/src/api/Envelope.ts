import { Schema } from 'effect'

/** A refusal or an error as the client reads it: a non-zero `status`, the text to show in `msg`, `data` null. */
export const Failure = Schema.Struct({
  status: Schema.Int.pipe(Schema.filter((status) => status !== 0)),
  msg: Schema.String,
  data: Schema.Null,
})

/** A success: `status` 0, an optional text in `msg`, and the call's `data`. */
export const Success = <Data extends Schema.Schema.Any>(data: Data) =>
  Schema.Struct({ status: Schema.Literal(0), msg: Schema.String, data })

/**
 * Every response of `/prod-api` (DECISIONS §14): `{status, msg, data}`, status 0 on success.
 * `Envelope(Token)` decodes `{"status":0,"msg":"","data":"abc"}` and `{"status":1,"msg":"Please log in first","data":null}`.
 */
export const Envelope = <Data extends Schema.Schema.Any>(data: Data) => Schema.Union(Success(data), Failure)

/** The status code of every failure the server sends; clients do not tell failures apart (spec §8). */
export const failureStatus = 1
