/** Community posting tables (0007_community). */
export interface QnaHelpfulMarksTable {
  answer_id: string;
  /** sha256 of the client's address: the address itself is not kept. */
  client_hash: string;
  created_at: string;
}

export interface CommunityTables {
  qna_helpful_marks: QnaHelpfulMarksTable;
}
