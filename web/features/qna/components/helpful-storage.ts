/** Answers this browser has marked helpful: the button is offered once per browser. */
const storageKey = 'qna:helpful';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function hasMarkedHelpful(answerId: string): boolean {
  return read().includes(answerId);
}

export function rememberHelpful(answerId: string): void {
  try {
    // Bounded: the newest 500 marks are plenty for one person.
    localStorage.setItem(
      storageKey,
      JSON.stringify([...read().filter((id) => id !== answerId), answerId].slice(-500)),
    );
  } catch {
    // Storage full or blocked: the server's per-client limit still holds.
  }
}
