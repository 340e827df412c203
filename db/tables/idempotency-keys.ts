/** The stored answers to creates sent with an Idempotency-Key (migration 0013, ADR 0012). */
interface IdempotencyKeysTable {
  /** The staff account's id, or `anonymous` for a public form. */
  owner: string;
  key: string;
  /** SHA-256 (hex) of the method, the path and the JSON body: a reuse for another request is refused. */
  request_hash: string;
  status: number;
  /** The answer's body as JSON, before serialization (which gives the same bytes again). */
  response_body: string;
  created_at: string;
}

export interface IdempotencyKeyTables {
  idempotency_keys: IdempotencyKeysTable;
}
