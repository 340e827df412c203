/*
 * Vitest's jsdom environment turns a jsdom FormData body into Node's for fetch's Request, but
 * drops each file's name on the way (every file arrives as "blob"). The requests MSW sees are
 * built with this Request instead, so a test can assert which file was sent.
 */

// jsdom keeps a blob's bytes behind a symbol-keyed implementation object.
const impl = Object.getOwnPropertySymbols(new Blob([]))[0]!;
const bytesOf = (blob: Blob) =>
  (blob as unknown as Record<symbol, { _buffer: Uint8Array<ArrayBuffer> }>)[impl]!._buffer;

/** Makes the global Request keep file names; once per jsdom, however often it is called. */
export async function keepFileNamesInRequests(): Promise<void> {
  const BaseRequest = globalThis.Request;
  if ('keepsFileNames' in BaseRequest) return;
  const JsdomFormData = globalThis.FormData;
  // Node's own FormData and Blob, which jsdom's globals hide.
  const NodeFormData = (
    await new Response('', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData()
  ).constructor as typeof FormData;
  const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;

  function toNodeFormData(form: FormData): FormData {
    const copy = new NodeFormData();
    form.forEach((value, key) => {
      if (typeof value === 'string') copy.append(key, value);
      else copy.append(key, new NodeBlob([bytesOf(value)], { type: value.type }), value.name);
    });
    return copy;
  }

  globalThis.Request = class Request extends BaseRequest {
    static keepsFileNames = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(
        input,
        init?.body instanceof JsdomFormData ? { ...init, body: toNodeFormData(init.body) } : init,
      );
    }
  };
}
