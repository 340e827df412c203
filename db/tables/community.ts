/** Community posting tables (0007_community, 0009_community_visitors). */
interface QnaHelpfulMarksTable {
  answer_id: string;
  /** sha256 of the browser's anonymous visitor id (of the address, for marks made before 0009). */
  client_hash: string;
  /** sha256 of the client's address: the address itself is not kept. */
  address_hash: string | null;
  created_at: string;
}

/** Secrets the server makes once and keeps: the key that signs the visitor cookie. */
interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface CommunityTables {
  qna_helpful_marks: QnaHelpfulMarksTable;
  site_secrets: SiteSecretsTable;
}
