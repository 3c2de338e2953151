// Web NFC (Chrome on Android): writes one URL record to an NDEF tag or sticker (issue 31).

type NdefWriter = {
  write(
    message: { records: { recordType: 'url'; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
};
type NdefWindow = { NDEFReader?: new () => NdefWriter };

export const nfcAvailable = () => typeof window !== 'undefined' && 'NDEFReader' in window;

/** What went wrong, in the owner's words, from the DOMException the API rejects with. */
export function nfcProblem(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  switch (name) {
    case 'NotAllowedError':
      return 'NFC permission was not given. Allow NFC for this site in Chrome’s settings, then try again.';
    case 'NotSupportedError':
      return 'This tag can’t be written: it may be locked or not an NDEF tag. Try another sticker.';
    case 'NetworkError':
      return 'The tag moved away or is too small for the link. Hold the phone still on a tag of at least 144 bytes (NTAG213 or larger).';
    case 'AbortError':
      return 'Writing was cancelled.';
    case 'NotReadableError':
      return 'NFC is turned off on this phone. Turn it on in the phone’s settings, then try again.';
    default:
      return 'The tag could not be written. Try again, holding the phone still on the tag.';
  }
}

/** Waits for a tag and writes the link to it; rejects with the API's error. */
export async function writeLinkToTag(url: string, signal?: AbortSignal): Promise<void> {
  const Reader = (window as unknown as NdefWindow).NDEFReader;
  if (!Reader) throw new DOMException('Web NFC is not available', 'NotSupportedError');
  const writer = new Reader() as NdefWriter & {
    write(m: unknown, o?: { signal?: AbortSignal }): Promise<void>;
  };
  await writer.write({ records: [{ recordType: 'url', data: url }] }, { signal });
}
