import { loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('qr');

// Web NFC (Chrome on Android): writes one URL record to an NDEF tag or sticker.

type NdefWriter = {
  write(
    message: { records: { recordType: 'url'; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
};
type NdefWindow = { NDEFReader?: new () => NdefWriter };

export const nfcAvailable = () => typeof window !== 'undefined' && 'NDEFReader' in window;

/** What went wrong, as the key of the owner's message, from the DOMException the API rejects with. */
export function nfcProblem(err: unknown) {
  const name = err instanceof Error ? err.name : '';
  switch (name) {
    case 'NotAllowedError':
      return 'qr.nfc.notAllowed';
    case 'NotSupportedError':
      return 'qr.nfc.notSupported';
    case 'NetworkError':
      return 'qr.nfc.network';
    case 'AbortError':
      return 'qr.nfc.aborted';
    case 'NotReadableError':
      return 'qr.nfc.off';
    default:
      return 'qr.nfc.failed';
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
