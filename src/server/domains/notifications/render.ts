import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

export type RenderedMail = { html: string; text: string };

/** HTML for the mail app and a plain-text part beside it, from one React e-mail. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
