import { createContext, use } from 'react';

export interface DocumentValues {
  /** This response's Content-Security-Policy nonce: React Router's inline scripts carry it. */
  nonce: string;
  /** The script of pages React does not hydrate (web/app/entry.static.ts), as the build named it. */
  staticPageScript: string | undefined;
}

/**
 * What the server's entry (entry.server.tsx) knows about this response and the document needs.
 * In the browser it is empty: browsers hide nonces from the page, and the document is not
 * rendered again.
 */
export const DocumentContext = createContext<DocumentValues>({
  nonce: '',
  staticPageScript: undefined,
});

export const useDocumentValues = () => use(DocumentContext);
