/** The operator's contact: a mail link when LEGAL_CONTACT is an address, else the text as set. */
export function OperatorContact({ operator }: { operator: { contact: string } }) {
  const c = operator.contact;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c) ? (
    <a href={`mailto:${c}`} className="underline">
      {c}
    </a>
  ) : (
    <span>{c}</span>
  );
}
