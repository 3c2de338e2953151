// The pieces every e-mail is made of, styled once (inline, as phone mail apps need).
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { colors, stars } from './layout';

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0', color: colors.ink }}>
      {children}
    </Heading>
  );
}

/** A paragraph: `lead` opens an alert, `body` tells a notice, `small` is a detail under an item. */
export function MailText({
  children,
  size = 'body',
}: {
  children: ReactNode;
  size?: 'lead' | 'body' | 'small';
}) {
  const style = {
    lead: { fontSize: '16px', lineHeight: '24px', color: colors.ink, margin: '0 0 8px' },
    body: { fontSize: '15px', lineHeight: '22px', color: colors.ink },
    small: { margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted },
  }[size];
  return <Text style={style}>{children}</Text>;
}

/**
 * Someone's own words, line by line: each line break is a `<br>`, so the plain-text part keeps them
 * too (the text converter collapses white space, whatever the style says).
 */
export function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).flatMap((line, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, rendered once, never reorder
    i === 0 ? [line] : [<br key={i} />, line],
  );
}

/**
 * One rated thing in an alert (a private feedback, a Google review): its stars and what it says,
 * then `children` for who wrote it.
 */
export function RatedItem(props: { rating: number; meta: string; text: string; children?: ReactNode }) {
  return (
    <Section
      style={{
        border: `1px solid ${colors.line}`,
        borderRadius: '10px',
        padding: '12px 14px',
        margin: '12px 0',
        backgroundColor: '#fafafa',
      }}
    >
      <Text
        style={{ margin: 0, fontSize: '20px', lineHeight: '24px', color: '#d97706', letterSpacing: '2px' }}
      >
        <span aria-hidden="true">{stars(props.rating)}</span>
        <span style={{ fontSize: '14px', color: colors.muted, letterSpacing: 0 }}>{`  ${props.meta}`}</span>
      </Text>
      <Text
        style={{
          margin: props.children ? '8px 0' : '8px 0 0',
          fontSize: '16px',
          lineHeight: '24px',
          color: colors.ink,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Lines text={props.text} />
      </Text>
      {props.children}
    </Section>
  );
}
