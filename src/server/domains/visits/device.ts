// Phones and tablets count as mobile (docs/product-rules.md §3). iPadOS sends a desktop UA, so the client hint wins when present.
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Tablet|Silk|Kindle|Opera Mini|IEMobile|webOS|BlackBerry/i;

export function deviceTypeOf(
  userAgent: string | undefined,
  chMobile?: string | string[],
): 'mobile' | 'desktop' {
  if (chMobile === '?1') return 'mobile';
  return userAgent && MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

// Link-preview and crawler agents: they must never count as a customer visit. Not "Pinterest" alone
// (its in-app browser says "[Pinterest/iOS]"), and not "CUBOT", a phone maker.
const BOT =
  /(?<!cu)bot\b|crawler|spider|facebookexternalhit|Facebot|Slackbot|Twitterbot|WhatsApp|TelegramBot|Discordbot|LinkedInBot|Embedly|Pinterestbot|SkypeUriPreview|Google-InspectionTool|GoogleOther|bingpreview|Applebot|redditbot|Iframely|vkShare|Mastodon|preview/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}
