import { useMutation } from '@tanstack/react-query';
import { answer, client, forBusiness } from '#web/lib/api-client.ts';

/**
 * Opens the consent popup at once (a popup opened after an await is blocked), then sends it to the
 * address the server gives. Without a popup the page itself goes there.
 */
async function connectGoogle(businessId: string) {
  const popup = window.open('about:blank', 'google-connect', 'popup,width=520,height=680');
  try {
    const { authorizeUrl } = await answer(
      client.POST('/api/businesses/{id}/google/connect', forBusiness(businessId)),
    );
    if (popup && !popup.closed) popup.location.href = authorizeUrl;
    else window.location.href = authorizeUrl;
  } catch (err) {
    popup?.close();
    throw err;
  }
}

export const useConnectGoogle = (businessId: string) =>
  useMutation({ mutationFn: () => connectGoogle(businessId) });
